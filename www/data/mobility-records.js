// Record positions of the mobility page's gallery. The free one was found
// by boardlab's free-placement searcher (`boardlab mobility search --free
// --seconds 10`, seed 1: its board with the most empties at 34 moves, 37,
// the SAT bound), its white 33 (`--stop-at 33`) and the black 32 by its
// reachable searcher, all with the engine's one generator;
// eukaryo's two lines come with the SAT result (repository eukaryo/reversi33). The lines are checked
// by replaying them (tests/mobility.rs and tests/e2e/mobility.test.mjs).
// `how`, where given, is the command that found the position, shown folded
// under "How this was computed" (the text says it in plain words).
export const RECORDS = [
  {
    id: 'free-34',
    title: '34 moves, black to move (not reachable)',
    board: '----------O-OXO--OOX-XO---XOO-O--O-OX-X--XX--XO--OOOXOO--------- X',
    text:
      'Found by this page’s searcher of free placements: 34 legal moves with 37 empty squares, the most the ' +
      'proof allows. The necessary conditions show that no game reaches it.',
    how: 'boardlab mobility search --free --seconds 10',
  },
  {
    id: 'white-33',
    title: '33 moves, white to move (reachable)',
    moves: 'f5f6e6f4g7c6g3e7d6f3e3d3b7d7c2g2g1c3b2b3b4f7g5c4c7c8e2',
    board: '------X--XX-X-X--XOOXOX--XOOXO-----OXXX---XXOO---XXOXXX---O----- O',
    text: 'A game published by eukaryo with the proof that 33 is the most a game can reach: every one of the 33 empty squares is a legal move.',
  },
  {
    id: 'white-33-search',
    title: '33 moves, white to move (reachable, found by boardlab)',
    moves: 'e6f4c3c6e3f7b7c4e7d6g5f2b4b3e2c5g2f3g7f6c7d7b2f5b5a3g3',
    board: '---------X--XXX-OXX-OOX--OOOOX---XOXXXX---XOOO---XXOXXX--------- O',
    text:
      'Found by boardlab’s searcher of real games, playing from the start, in about 50 s: a different game and position from the line above, ' +
      'again with every empty square a legal move.',
    how: 'boardlab mobility search --reachable --side white',
  },
  {
    id: 'black-33',
    title: '33 moves, black to move (reachable)',
    moves: 'f5d6c4f3c5b4b3e6c6g5f6c7c3d2c2b2f4g4g3g7g6e7d3g2h3b6',
    board: '---------OOO--O--OXX-OOX-OOXXXX---XXOXO--OOOOXO---O-O-O--------- X',
    text:
      'eukaryo’s game for black, published with the proof, cut where the 33 ' +
      'stands: after 26 moves, every empty square but a8 is a legal move. Black has only 20 to 26 moves from move 20 ' +
      'to 24; the last two moves, h3 and b6, add seven.',
  },
  {
    id: 'black-32',
    title: '32 moves, black to move (reachable, found by boardlab)',
    moves: 'd3c5f6f3f5d2c6b7b5g7e3c4b6b4b3b2a6g6c3e2f2e6g5g2f7e7f1g4',
    board: '-----X---O-OXOO--OXXXO---OOXO-O--XXXOOO-XOO-OXO--O--OOO--------- X',
    text:
      'The best black-to-move position found by boardlab’s searcher of real games, in 6 s; no run so far has found a black 33. ' +
      'At each move the searcher keeps only the positions with the most legal moves, and so it drops eukaryo’s line above by move 11.',
    how: 'boardlab mobility search --reachable --side black',
  },
];
