// Painting a Gobblet Gobblers scene: pure functions of the geometry
// (gobblet-layout.js) and the scene { view, drag, hover } that
// GobbletView keeps; nothing here knows the rules.

import { RIM, SIZES } from './gobblet-layout.js';
import { boardGround, shadedDisc } from './paint.js';

const COLORS = {
  table: '#f1ece1',
  board: '#d9b77e',
  boardEdge: '#a27c43',
  cell: '#e6c992',
  players: {
    1: { light: '#ffb46b', dark: '#d9621a', rim: '#9c3f08', name: 'orange' },
    2: { light: '#7fb6ee', dark: '#2463a8', rim: '#123f72', name: 'blue' },
  },
  selected: '#1d2421',
  target: 'rgba(29, 36, 33, 0.35)',
  targetHover: 'rgba(29, 36, 33, 0.6)',
  lastTo: 'rgba(255, 244, 170, 0.75)',
  lastFrom: 'rgba(255, 255, 255, 0.35)',
  line: 'rgba(190, 30, 45, 0.8)',
  tones: { win: '#17653a', loss: '#a3221b', draw: '#4b5560' },
};

// Radius of each size as a share of a cell.
const RADIUS = { S: 0.19, M: 0.29, L: 0.4 };

/** Paints the whole scene, back to front. */
export function paintScene(context, geometry, scene) {
  drawBoard(context, geometry, scene);
  drawReserves(context, geometry, scene);
  drawStacks(context, geometry, scene);
  drawLine(context, geometry, scene);
  drawTargets(context, geometry, scene);
  drawDragged(context, geometry, scene);
}

function drawBoard(context, geometry, scene) {
  const { cell, boardX, boardY } = geometry;
  const side = 3 * cell;
  boardGround(context, { x: boardX - RIM, y: boardY - RIM, side: side + 2 * RIM, radius: 10, fill: COLORS.board, edge: COLORS.boardEdge });
  const { last } = scene.view;
  for (let square = 0; square < 9; square += 1) {
    const x = boardX + (square % 3) * cell;
    const y = boardY + Math.floor(square / 3) * cell;
    context.fillStyle = COLORS.cell;
    context.beginPath();
    context.roundRect(x + 3, y + 3, cell - 6, cell - 6, 8);
    context.fill();
    const tint = last?.to === square ? COLORS.lastTo : last?.from === square ? COLORS.lastFrom : null;
    if (tint) {
      context.fillStyle = tint;
      context.fill();
    }
    if (last?.from === square) {
      context.save();
      context.setLineDash([6, 5]);
      context.strokeStyle = COLORS.boardEdge;
      context.lineWidth = 1.5;
      context.stroke();
      context.restore();
    }
  }
  context.fillStyle = scene.ink.text;
  context.font = `${geometry.font}px system-ui, sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  for (let i = 0; i < 3; i += 1) {
    context.fillText('abc'[i], boardX + (i + 0.5) * cell, geometry.letterY);
    context.fillText(String(i + 1), geometry.numbersX, boardY + (i + 0.5) * cell);
  }
}

function drawReserves(context, geometry, scene) {
  const { slot, cell, pad, reserveX, boardY } = geometry;
  const { reserves, selected, toMove, names } = scene.view;
  for (const player of [1, 2]) {
    // The side to move's reserve sits on a light tray.
    if (toMove === player) {
      context.fillStyle = 'rgba(217, 183, 126, 0.28)';
      context.beginPath();
      context.roundRect(reserveX[player] - pad * 0.25, boardY - pad * 0.25, 2 * slot + pad * 0.5, 3 * cell + pad * 0.5, 10);
      context.fill();
    }
    context.fillStyle = scene.ink[player];
    context.font = `600 ${geometry.font}px system-ui, sans-serif`;
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillText(names?.[player] ?? '', reserveX[player] + slot, geometry.letterY);
    for (const size of SIZES) {
      const count = reserves[player - 1][SIZES.indexOf(size)];
      for (let index = 0; index < 2; index += 1) {
        const { x, y } = geometry.slotCenter(player, size, index);
        const scale = Math.min(slot, cell);
        if (index >= count) {
          // An empty slot: where the piece was.
          context.strokeStyle = scene.ink.text;
          context.globalAlpha = 0.4;
          context.lineWidth = 1.5;
          context.setLineDash([4, 4]);
          context.beginPath();
          context.arc(x, y, RADIUS[size] * scale, 0, Math.PI * 2);
          context.stroke();
          context.setLineDash([]);
          context.globalAlpha = 1;
          continue;
        }
        const dragged = scene.drag?.moved && scene.drag.hit.kind === 'reserve' && scene.drag.hit.player === player && scene.drag.hit.size === size;
        if (dragged && index === count - 1) continue;
        drawPiece(context, x, y, RADIUS[size] * scale, player);
        const isSelected = selected?.kind === 'reserve' && selected.player === player && selected.size === size && index === count - 1;
        if (isSelected) ring(context, x, y, RADIUS[size] * scale + 5, COLORS.selected);
      }
    }
  }
}

function drawStacks(context, geometry, scene) {
  const { cell } = geometry;
  const { stacks, selected } = scene.view;
  stacks.forEach((stack, square) => {
    if (!stack.length) return;
    const { x, y } = geometry.squareCenter(square);
    const top = stack[stack.length - 1];
    const dragged = scene.drag?.moved && scene.drag.hit.kind === 'square' && scene.drag.hit.square === square;
    // What lies below the top: small pips along the cell's bottom edge.
    const below = dragged ? stack : stack.slice(0, -1);
    below.forEach((piece, index) => {
      const pip = cell * 0.06 * (1 + SIZES.indexOf(piece.size) * 0.35);
      const px = x - cell * 0.38 + index * cell * 0.15;
      drawPiece(context, px + pip, y + cell * 0.38, pip, piece.player, true);
    });
    if (dragged) {
      const next = stack[stack.length - 2];
      if (next) drawPiece(context, x, y, RADIUS[next.size] * cell, next.player);
      return;
    }
    drawPiece(context, x, y, RADIUS[top.size] * cell, top.player);
    if (selected?.kind === 'square' && selected.square === square) ring(context, x, y, RADIUS[top.size] * cell + 5, COLORS.selected);
  });
}

function drawLine(context, geometry, scene) {
  const { cell } = geometry;
  const { line } = scene.view;
  if (line.length < 3) return;
  const start = geometry.squareCenter(line[0]);
  const end = geometry.squareCenter(line[2]);
  context.save();
  context.strokeStyle = COLORS.line;
  context.lineWidth = cell * 0.07;
  context.lineCap = 'round';
  context.beginPath();
  context.moveTo(start.x, start.y);
  context.lineTo(end.x, end.y);
  context.stroke();
  context.restore();
}

function drawTargets(context, geometry, scene) {
  const { cell } = geometry;
  const labelled = new Map(scene.view.labels.map((label) => [label.square, label]));
  for (const square of scene.view.targets) {
    const { x, y } = geometry.squareCenter(square);
    const hovered = scene.hover?.kind === 'square' && scene.hover.square === square;
    const label = labelled.get(square);
    if (label) {
      const w = cell * 0.5;
      const h = cell * 0.26;
      context.fillStyle = COLORS.tones[label.tone] ?? COLORS.tones.draw;
      context.globalAlpha = hovered ? 1 : 0.88;
      context.beginPath();
      context.roundRect(x - w / 2, y - h / 2, w, h, h / 2);
      context.fill();
      context.globalAlpha = 1;
      context.fillStyle = '#ffffff';
      context.font = `600 ${Math.round(cell * 0.15)}px system-ui, sans-serif`;
      context.textAlign = 'center';
      context.textBaseline = 'middle';
      context.fillText(label.text, x, y + 1);
    } else {
      context.fillStyle = hovered ? COLORS.targetHover : COLORS.target;
      context.beginPath();
      context.arc(x, y, cell * (hovered ? 0.12 : 0.08), 0, Math.PI * 2);
      context.fill();
    }
  }
}

function drawDragged(context, geometry, scene) {
  const { cell, slot } = geometry;
  if (!scene.drag?.moved) return;
  const { hit } = scene.drag;
  let piece;
  let scale = cell;
  if (hit.kind === 'square') piece = scene.view.stacks[hit.square].at(-1);
  else {
    piece = { size: hit.size, player: hit.player };
    scale = Math.min(slot, cell);
  }
  if (!piece) return;
  context.globalAlpha = 0.85;
  drawPiece(context, scene.drag.x, scene.drag.y, RADIUS[piece.size] * Math.max(scale, cell * 0.9), piece.player);
  context.globalAlpha = 1;
}

/** A piece seen from above: a shaded disc with a raised rim and a crown. */
function drawPiece(context, x, y, radius, player, flat = false) {
  const { light, dark, rim } = COLORS.players[player];
  shadedDisc(context, x, y, radius, light, dark, flat ? null : { blur: radius * 0.25, offsetY: radius * 0.08 });
  context.strokeStyle = rim;
  context.lineWidth = flat ? 1 : Math.max(1.2, radius * 0.06);
  context.beginPath();
  context.arc(x, y, radius, 0, Math.PI * 2);
  context.stroke();
  if (flat) return;
  // The inner ring: the top of the piece, so sizes read as nested cups.
  context.strokeStyle = 'rgba(255, 255, 255, 0.45)';
  context.lineWidth = Math.max(1, radius * 0.05);
  context.beginPath();
  context.arc(x, y, radius * 0.62, 0, Math.PI * 2);
  context.stroke();
}

function ring(context, x, y, radius, color) {
  context.strokeStyle = color;
  context.lineWidth = 3;
  context.beginPath();
  context.arc(x, y, radius, 0, Math.PI * 2);
  context.stroke();
}
