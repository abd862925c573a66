// The computer players in words. The engine, the address and the CLI name
// a player by its spec (random, three-ply, strong, strong:N, classic,
// classic:N), which stays the key everywhere; people read these names (in
// Japanese the names Japanese players would use: ランダム, 3手読み, …), and
// the glossary explains each player's level.
import { term } from './glossary.js';
import { t } from './lang.js';

/** The glossary's key for a spec's player (`strong:4` → `strong`), or null for a name the glossary does not know. */
export function playerTerm(spec) {
  const name = String(spec).split(':')[0];
  return ['random', 'three-ply', 'strong', 'classic'].includes(name) ? name : null;
}

/** A player's name for people: `three-ply` → "three-ply" (3手読み), `strong:4` → "strong (4 plies)"; any other name as it is. */
export function playerWords(spec) {
  const [name, depth] = String(spec).split(':');
  if (!playerTerm(name)) return String(spec);
  if (depth === undefined) return t(name);
  return name === 'strong' ? t('strong ({depth} plies)', { depth }) : t('classic ({depth} plies)', { depth });
}

/** A player's name with its glossary sentence on hover, focus or tap (its name alone for one the glossary does not know). */
export function playerTermWords(spec) {
  const key = playerTerm(spec);
  return key ? term(key, playerWords(spec)) : playerWords(spec);
}

/** The player's level in one line, for a list of players to choose from. */
export function playerLevel(spec) {
  const [name, depth] = String(spec).split(':');
  if (name === 'random') return t('random: any legal move, by chance');
  if (name === 'three-ply') return t('three-ply: looks three moves ahead');
  if (name === 'strong' && depth === undefined) return t('strong: up to 10 plies ahead, exact near the end');
  return playerWords(spec);
}
