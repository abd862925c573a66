// The five published pieces the project started from (all in Japanese),
// named for a reader who never saw them: pages say whose result a figure
// is, by author and kind of piece.
import { t } from './lang.js';

export const SOURCES = {
  stoner: t('a Japanese blog post on the stoner trap'),
  mobility: t('eukaryo’s 2020 Japanese blog post on the most legal moves in Othello'),
  small: t('Nobuhide Tsuda’s 2010 Japanese article solving 4x4 Othello'),
  arena: t('a Japanese blog series writing an Othello player in PowerShell'),
  gobblet: t('a Japanese blog post solving Gobblet Gobblers'),
};
