// The engine writes English (its errors, its words for a position); these
// rewrite the sentences a user meets most, by their pattern, in order.
// Any other sentence of the engine's stays English.
const SIDE = { black: '黒', white: '白', Black: '黒', White: '白', Orange: 'オレンジ', Blue: '青', orange: 'オレンジ', blue: '青' };
const SIZE = { small: '小', medium: '中', large: '大' };
const squares = "([a-h][1-8](?:, [a-h][1-8])*)";

export const ENGINE = [
  // a worker that cannot start the engine (www/work/worker.js)
  [/this browser cannot run the engine: it needs WebAssembly SIMD \(Chrome or Edge 91, Firefox 89, Safari 16\.4 or newer\)/,
    'このブラウザーではエンジンが動きません。WebAssembly の SIMD が必要です（Chrome・Edge 91、Firefox 89、Safari 16.4 以降）'],
  // an Othello position in words (the board's label for screen readers)
  [/(\d+)x\d+ Othello board after (\d+) of (\d+) moves, (?:the game is over|(black|white) to move)\./,
    (_, n, ply, all, side) => `${n}×${n} のオセロ盤、全 ${all} 手中 ${ply} 手目の局面、${side ? `${SIDE[side]}番` : '終局'}。`],
  [new RegExp(` (Black|White) has (\\d+) discs?(?:: ${squares})?\\.`, 'g'), (_, side, n, list) => ` ${SIDE[side]}は ${n} 石${list ? `：${list}` : ''}。`],
  [new RegExp(` Legal moves: ${squares}\\.`), ' 打てる場所：$1。'],
  [/ ?Last move: (\w+)\./, ' 直前の手：$1。'],
  // a Gobblet position in words
  [/Gobblet Gobblers board after (\d+) of (\d+) moves, (?:the game is over|(Orange|Blue) to move)\. /,
    (_, ply, all, side) => `ゴブレットゴブラーズの盤、全 ${all} 手中 ${ply} 手目の局面、${side ? `${SIDE[side]}番` : '終局'}。`],
  [/The board is empty\. /, '盤は空です。'],
  [/On the board: ([^.]*)\. /, (_, stacks) => `盤上：${stacks.replace(/(orange|blue) (small|medium|large)(?: covering (\d+))?/g,
    (__, owner, size, under) => `${SIDE[owner]}の${SIZE[size]}${under ? `（下に ${under} 個）` : ''}`).replace(/; /g, '、')}。`],
  [/(Orange|Blue) holds ([^.]*)\. /g, (_, player, held) => `${SIDE[player]}の手持ち：${held.replace(/(\d+) (small|medium|large)/g, (__, n, size) => `${SIZE[size]} ${n}`).replace(/, /g, '、')}。`],
  // what names the part of a position that is wrong
  [/(^|; )board: /g, '$1盤面文字列：'],
  [/(^|; )moves: /g, '$1手順：'],
  [/(^|; )size: /g, '$1盤の大きさ：'],
  // bad moves and boards
  [/(\S+) is not a square of the (\d+)x\d+ board/g, '$1 は $2×$2 盤のマスではありません'],
  [/(\S+) is not a square\b/g, '$1 はマスではありません'],
  [/the move string ends in an incomplete move '([^']*)'/g, '手順が途中の手「$1」で終わっています'],
  [/a pass is not allowed at move (\d+): (black|white) has a legal move/g, (_, n, side) => `${n} 手目にパスはできません：${SIDE[side]}には打てる場所があります`],
  [/a pass at move (\d+) comes after the end of the game/g, '$1 手目のパスは終局の後です'],
  [/([a-h][1-8]) is not a legal move for (black|white) at move (\d+)/g, (_, square, side, n) => `${square} は ${n} 手目の${SIDE[side]}の打てる場所ではありません`],
  [/([a-h][1-8]) cannot be played at move (\d+): the game is over/g, '$2 手目の $1 は打てません：終局しています'],
  [/a board string has 16, 36 or 64 squares then the side to move; found (\d+) squares/g, '盤面文字列は 16・36・64 マスの後に手番を書きます（マスが $1 個あります）'],
  [/the board string lacks the side to move \(X or O\) after the squares/g, '盤面文字列のマスの後に手番（X か O）がありません'],
  [/'([^']*)' at ([a-h][1-8]) is not a disc \(use X, O or -\)/g, '$2 の「$1」は石ではありません（X・O・- を使います）'],
  [/'([^']*)' is not a side to move \(use X or O\)/g, '「$1」は手番ではありません（X か O を使います）'],
  [/the board string is (\d+)x\d+, not (\d+)x\d+/g, '盤面文字列は $1×$1 で、$2×$2 ではありません'],
  [/(\S+) is not a board size \(use 4, 6 or 8\)/g, '$1 は盤の大きさではありません（4・6・8 を使います）'],
  [/'([^']*)' is not a player \(use [^)]*\)/g, '「$1」はプレイヤーの名前ではありません（random, three-ply, strong, strong:N, classic, classic:N）'],
  [/'([^']*)' is not a whole number from 0 to (\d+)/g, '「$1」は 0 から $2 までの整数ではありません'],
  [/'([^']*)' is not a board string: /g, '「$1」は盤面文字列ではありません：'],
  [/'([^']*)' is a (\d+)x\d+ board: the mobility lab works on 8x8 boards only/g, '「$1」は $2×$2 の盤です。着手可能数のページは 8×8 盤だけを扱います'],
  // Gobblet's moves
  [/the game is already over/g, 'すでに終局しています'],
  [/no piece of the side to move on top of ([a-c][1-3])/g, '$1 の一番上に手番の駒がありません'],
  [/a piece must move to a different square than ([a-c][1-3])/g, '駒は $1 とは別のマスへ動かします'],
  [/([a-c][1-3]) is covered by a piece at least as large/g, '$1 には同じ大きさ以上の駒があります'],
  // game files
  [/the file is empty/g, 'ファイルが空です'],
  // the database of kept games
  [/kept file (\d+): /g, '保存したファイル $1：'],
  [/kept file: /g, '保存したファイル：'],
  [/the database is full \((\d+) games\)/g, 'データベースがいっぱいです（$1 局まで）'],
  [/game (\d+), move (\d+) \(([^)]*)\): /g, '第 $1 局 $2 手目（$3）：'],
  [/game (\d+): /g, '第 $1 局：'],
  [/not a legal move for (black|white)/g, (_, side) => `${SIDE[side]}の打てる場所ではありません`],
  [/not a square nor a pass \(PA, pass\)/g, 'マスでもパスでもありません（PA, pass）'],
  // how a stoner's defender escapes
  [/the game ends/g, '対局が終わる'],
  [/the horizon is reached before any corner falls/g, '隅が落ちる前に読みの深さに達する'],
  [/the defender can take ([a-h][1-8]) before the trap is sprung/g, '罠が発動する前に受ける側が $1 を取れる'],
  // why a position cannot occur in a game, and whether it is reachable
  [/centre squares (.+?) are empty, but the start discs never leave/g, '中央のマス $1 が空いていますが、最初の石は取り除かれません'],
  [/discs on (.+?) are not connected to the centre/g, '$1 の石が中央とつながっていません'],
  [/discs on (.+?) could never have been placed: no direction had two occupied squares beyond them/g, '$1 の石は置かれることがありません：どの方向にも先に二つ埋まったマスがありません'],
  [/a line of (\d+) moves reaches it \(verified by replaying it\)/g, '$1 手の手順で到達します（打ち直して確認済み）'],
  [/no line found before the time limit \(([\d,]+) positions searched\)/g, '時間内に手順が見つかりませんでした（$1 局面を探索）'],
  [/exhaustive search: no line from the start fills the target's squares with its colours \(([\d,]+) positions\)/g, '全探索：初期局面から目標のマスをその色で埋める手順はありません（$1 局面）'],
];
