// What is proved about the most legal moves, with who proved it and
// boardlab's own reproduction (in plain words; the command, the solver and
// its times under "How this was computed").
import { h } from '../../ui/dom.js';
import { term } from '../../ui/glossary.js';
import { howComputed } from '../../ui/how.js';
import { t, tParts } from '../../ui/lang.js';
import { SOURCES } from '../../ui/sources.js';

export function provedPanel() {
  return h(
    'div',
    { class: 'panel mobility-wide', id: 'mobility-proved' },
    h('h2', {}, t('What is proved')),
    h('ul', {},
      h('li', {}, h('strong', {}, t('No position has 35 legal moves.')),
        tParts(' Any placement of discs with the four centre squares occupied, reachable or not. Shown first in {source} (titled, in translation, “the maximum ' +
        'number of legal moves in Othello is at most 34”), by an {smt} that checked every placement at once against Edax’s rules for legal moves.', { smt: term('SMT solver'), source: SOURCES.mobility })),
      h('li', {}, h('strong', {}, t('34 is possible, but only with at most 37 empty squares,')),
        tParts(' and no game reaches such a position: eukaryo’s later work with a {sat} (about 7 hours per run) showed that the maximum over ' +
        'positions reachable from the start is 33.', { sat: term('SAT solver') })),
      h('li', {}, h('strong', {}, t('33 is reachable,')), t(' for either side to move; the first white line and the black 33 in the gallery are ' +
        'eukaryo’s, published with that result; the second white line was found by boardlab’s own searcher.'))),
    h('h3', {}, t('Checked again by boardlab')),
    h('p', {},
      tParts('boardlab asked the question again on its own: it wrote “is there a position with N legal moves and K empty squares?” as a logic puzzle ' +
      'for a {sat}. The answers: none with 35 legal moves; 34 with 37 empty squares, but none with 38. Each position the solver found was checked again ' +
      'by boardlab’s own rules. Whether a game can reach 34 is not checked again here: that needs eukaryo’s much larger puzzle of whole games.', { sat: term('SAT solver') })),
    howComputed(h('p', {},
      tParts('The puzzle is a propositional formula of about 2,000 variables, solved by CaDiCaL in the command line program ({command}). ' +
      'On a shared 2-core machine: N = 35 is unsatisfiable in 276 s; N = 34 is satisfiable in 5 s; N = 34 with 37 empties is ' +
      'satisfiable (276 s) and with 38 empties unsatisfiable (2,506 s).', { command: h('code', {}, 'boardlab mobility prove') })), { id: 'mobility-proved-how' }),
  );
}
