//! Stable discs: discs that no sequence of moves can flip. A disc is stable
//! when, on each of the four lines through it, the line is full or a
//! neighbour on the line is a stable disc of its colour or the board's edge.
//! The least fixed point of that rule is an under-estimate, which is all a
//! bound needs: the opponent ends with at least its stable discs, so the
//! side to move scores at most `squares - 2 * stable`.

const NOT_A: u64 = 0xfefe_fefe_fefe_fefe;
const NOT_H: u64 = 0x7f7f_7f7f_7f7f_7f7f;
const ROW_1: u64 = 0x0000_0000_0000_00ff;
const ROW_8: u64 = 0xff00_0000_0000_0000;

/// One line direction: a shift and, for each way along it, the squares
/// whose neighbour that way leaves the 8x8 frame.
struct Line {
    shift: u32,
    /// Squares whose neighbour up the bit order (`<< shift`) exists: the
    /// others have the frame's edge there.
    up_inside: u64,
    down_inside: u64,
}

const LINES: [Line; 4] = [
    Line {
        shift: 1,
        up_inside: NOT_H,
        down_inside: NOT_A,
    },
    Line {
        shift: 8,
        up_inside: !ROW_8,
        down_inside: !ROW_1,
    },
    Line {
        shift: 9,
        up_inside: NOT_H & !ROW_8,
        down_inside: NOT_A & !ROW_1,
    },
    Line {
        shift: 7,
        up_inside: NOT_A & !ROW_8,
        down_inside: NOT_H & !ROW_1,
    },
];

/// Squares of `filled` whose whole line along `line` is filled.
#[inline]
fn full_lines(filled: u64, line: &Line) -> u64 {
    // Filled squares with a filled run to the edge one way, then the other:
    // each step extends the runs by one square, 7 steps cross the frame.
    let mut up = filled;
    let mut down = filled;
    for _ in 0..7 {
        up = filled & ((up >> line.shift & line.up_inside) | !line.up_inside);
        down = filled & ((down << line.shift & line.down_inside) | !line.down_inside);
    }
    up & down
}

/// The stable discs of `discs` (one side) given all occupied squares, on
/// the board `mask` (squares outside it are walls, like the frame's edge).
pub(crate) fn stable_discs(discs: u64, occupied: u64, mask: u64) -> u64 {
    let filled = occupied | !mask;
    let full: [u64; 4] = [
        full_lines(filled, &LINES[0]),
        full_lines(filled, &LINES[1]),
        full_lines(filled, &LINES[2]),
        full_lines(filled, &LINES[3]),
    ];
    let walls = !mask;
    let mut stable = 0u64;
    loop {
        let anchors = stable | walls;
        let mut next = discs;
        for (line, full) in LINES.iter().zip(full) {
            // A neighbour up the line is anchors >> shift seen from here.
            let up = (anchors >> line.shift & line.up_inside) | !line.up_inside;
            let down = (anchors << line.shift & line.down_inside) | !line.down_inside;
            next &= full | up | down;
        }
        if next == stable {
            return stable;
        }
        stable = next;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn corners_and_their_edges_are_stable_and_inner_discs_are_not() {
        // Black on a1, b1, c1 and d4 of an otherwise empty 8x8 board.
        let discs = 0b111 | 1 << 27;
        assert_eq!(stable_discs(discs, discs, !0), 0b111);
    }

    #[test]
    fn a_full_board_is_all_stable() {
        let discs = 0x0f0f_0f0f_0f0f_0f0f;
        assert_eq!(stable_discs(discs, !0, !0), discs);
    }

    #[test]
    fn small_board_edges_are_walls() {
        // 4x4 board: a disc on d1 (its top-right corner) is stable.
        let mask = 0x0f0f_0f0f;
        assert_eq!(stable_discs(1 << 3, 1 << 3, mask), 1 << 3);
        assert_eq!(stable_discs(1 << 9, 1 << 9, mask), 0);
    }
}
