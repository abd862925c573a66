// Japanese for the study pages (see ../ja.js): the database panel and the
// library on the board page, the endgame puzzles page (終盤問題), and what
// the browser's storage says when it keeps nothing.

export const STUDY = {
  // the database panel (board page)
  'Database': 'データベース',
  'Keep in the database': 'データベースに保存',
  'Keep {file} in the database': '{file} をデータベースに保存',
  'Only the games of a player': '特定の対局者の棋譜だけを見る',
  'Only the games of a tournament': '特定の大会の棋譜だけを見る',
  'No game of the database with this player and tournament reaches this position.': 'この対局者・大会の棋譜でこの局面に至ったものはデータベースにありません。',
  'Tournament': '大会',
  'Moves played from this position': 'この局面から打たれた手',
  'Games through this position': 'この局面を通った棋譜',
  'Move': '手',
  'Black wins / draws / white wins': '黒勝ち／引き分け／白勝ち',
  'Margin': '石差',
  '{move}: {games} games, black won {black}, {draws} draws, white won {white}, black’s mean margin {margin}':
    '{move}：{games} 局、黒勝ち {black}、引き分け {draws}、白勝ち {white}、黒の平均石差 {margin}',
  'Building the database of {games} games…': '{games} 局のデータベースを作成中…',
  'The database holds {games} games from one file, kept in this browser until you remove it.':
    'データベースには 1 ファイル {games} 局の棋譜があります。削除するまでこのブラウザに保存されます。',
  'The database holds {games} games from {files} files, kept in this browser until you remove them.':
    'データベースには {files} ファイル {games} 局の棋譜があります。削除するまでこのブラウザに保存されます。',
  'No games kept yet: open game files above, then press Keep in the database to see, at every position, what was played from it.':
    'まだ棋譜が保存されていません。上で棋譜ファイルを開き「データベースに保存」を押すと、どの局面でもそこから実戦で打たれた手が見られます。',
  'The database could not be built: {reason}': 'データベースを作成できませんでした：{reason}',
  'The database could not answer: {reason}': 'データベースを検索できませんでした：{reason}',
  '{file}: {games} games': '{file}：{games} 局',
  'Remove {file} from the database': '{file} をデータベースから削除',
  'Remove': '削除',
  '{games} games reach this position{fold}.': 'この局面に至った棋譜は {games} 局です{fold}。',
  ' (mirror images and rotations included)': '（対称形・回転形を含む）',
  'No game of the database reaches this position.': 'データベースにはこの局面に至った棋譜がありません。',
  'move {ply}': '{ply} 手目',
  'played {move}': '次の手 {move}',
  'ended here': 'ここで終局',
  'Nothing to keep: {reason}': '保存する棋譜がありません：{reason}',
  'the files hold no games': 'ファイルに棋譜がありません',
  'The files could not be kept: {reason}': 'ファイルを保存できませんでした：{reason}',
  'Count mirror images and rotations of a position together': '対称形・回転形の局面をまとめて数える',

  // the library (board page)
  'Library': '棋譜ライブラリ',
  'Games kept in the library': 'ライブラリに保存した棋譜',
  '{size}game {moves}': '{size}対局 {moves}',
  'played on the play page': '対局ページで対局',
  'opened on the board': '盤面ページで開いた棋譜',
  'reviewed': '検討済み',
  '{moves} moves': '{moves} 手',
  'Remove this game from the library': 'この棋譜をライブラリから削除',
  'Save all as GGF': 'すべて GGF で保存',
  'One game kept in this browser: games played to the end on the play page, and games reviewed here with their review.':
    'このブラウザに 1 局保存されています。対局ページで終局まで打った対局と、ここで検討した棋譜を検討結果ごと保存します。',
  '{games} games kept in this browser: games played to the end on the play page, and games reviewed here with their review.':
    'このブラウザに {games} 局保存されています。対局ページで終局まで打った対局と、ここで検討した棋譜を検討結果ごと保存します。',
  'Games you finish on the play page and games you review here are kept in this browser, with their review.':
    '対局ページで終局まで打った対局と、ここで検討した棋譜は、検討結果ごとこのブラウザに保存されます。',
  'The review kept in the library: {positions} positions, not computed again.': 'ライブラリに保存した検討結果です（{positions} 局面、再計算なし）。',

  // the puzzles page
  'Puzzles': '終盤問題',
  'Endgame positions from real tournament games: find the best move, and the exact solver shows what every move was worth.':
    '実際の大会の棋譜から取った終盤の局面です。最善手を探すと、完全読みのソルバーがすべての手の石差を示します。',
  'a puzzle number': '問題番号',
  'the puzzles could not be downloaded ({status})': '問題を読み込めませんでした（{status}）',
  'About these puzzles': 'この問題について',
  'Each position comes from a real tournament game, with 10 to 20 empty squares. The side to move has one best move, or a few of equal value; the next best is worse, often losing. After your answer the solver plays every move out to the end of the game, perfectly for both sides, and shows what each is worth in discs.':
    'どの局面も実際の大会の対局から取ったもので、空きマスは 10〜20 です。手番側の最善手は一つ（または同じ石差の手がいくつか）で、次善手はそれより悪く、負けになることもよくあります。答えを打つと、ソルバーがすべての手を双方最善で終局まで読み切り（完全読み）、それぞれ何石差になるかを示します。',
  'Puzzle {number} of {total}': '第 {number} 問（全 {total} 問）',
  'Black to move: find the best move. Play it on the board.': '黒番：最善手を見つけて、盤に打ってください。',
  'White to move: find the best move. Play it on the board.': '白番：最善手を見つけて、盤に打ってください。',
  'Difficulty: {level}': '難易度：{level}',
  'Easy': '初級',
  'Medium': '中級',
  'Hard': '上級',
  '{difficulty} of 100: {worse} of your {moves} moves lose ground; the next best loses {gap} discs against the answer; {empties} squares are still empty, so a wrong move is punished {far}.':
    '100 点中 {difficulty} 点。打てる {moves} 手のうち {worse} 手が損をする手で、次善手でも正解より {gap} 石損します。空きマスがまだ {empties} あるので、悪手は{far}咎められます。',
  'many moves later': '何手も先になってから',
  'within a few moves': '数手のうちに',
  'From game {game} of {file}, after {ply} moves.': '{file} の第 {game} 局、{ply} 手目の後の局面。',
  'Try again': 'もう一度',
  'Next puzzle': '次の問題',
  'The solver is checking your move…': 'ソルバーがあなたの手を完全読みで確かめています…',
  'Final margins with perfect play, for the side to move: {values}; the solver is valuing the other moves…': '双方最善で打ったときの最終石差（手番側から見て）：{values}。ほかの手はソルバーが読んでいます…',
  'The answer could not be checked: {reason}': '答えを確かめられませんでした：{reason}',
  'Right: {move} is best, and ends the game {value} with perfect play.': '正解：{move} が最善手です。双方最善で{value}になります。',
  'Not the best: {move} ends the game {played}; {best} ends it {value}. The board now plays out how the other side punishes {move}.':
    '不正解：{move} は双方最善で{played}、{best} なら{value}です。相手が {move} をどう咎めるかを盤上で再生します。',
  'Every move’s final margin with perfect play, for the side to move: {values}.': '双方最善で打ったときの各手の最終石差（手番側から見て）：{values}。',
  'The solver found other best moves than the stored answer; its own values are shown.':
    'ソルバーは登録された正解とは別の最善手を見つけました。ソルバー自身の読みの値を表示しています。',
  'Solved {solved} of {total} (missed {missed}); streak {streak}, best streak {best}.':
    '{total} 問中 {solved} 問正解（不正解 {missed} 問）。連続正解 {streak}、最高 {best} 問連続。',
  'winning by {discs}': '{discs} 石差の勝ち',
  'losing by {discs}': '{discs} 石差の負け',
  'in a draw': '引き分け',

  // what the browser keeps (ui/store.js)
  'The browser refused to keep more: its storage for this site is full. Remove files from the database or games from the library, or free space in the browser’s settings. Until then, what you add lasts only until the page is closed.':
    'ブラウザがこれ以上保存できません。このサイト用の保存領域がいっぱいです。データベースのファイルかライブラリの棋譜を削除するか、ブラウザの設定で空きを作ってください。それまでは、追加したものはページを閉じると消えます。',
  'This browser keeps nothing between visits here (private browsing, or site storage turned off), so the database, library and puzzle progress last only until the page is closed.':
    'このブラウザはこのサイトのデータを保存しません（プライベートブラウズ中か、サイトデータの保存がオフ）。データベース、ライブラリ、終盤問題の成績はページを閉じると消えます。',
  'The browser could not keep this ({reason}); it lasts only until the page is closed.': 'ブラウザに保存できませんでした（{reason}）。ページを閉じると消えます。',
  'unknown reason': '原因不明',
};
