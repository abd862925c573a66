// The tint of a legal square on the mobility page's boards (and the home
// page's picture of them): not the rings that mean "tap to play" on the
// game boards, since a tap on the editor paints. A module of its own so the
// home page takes it without the engine that the page's other parts load.
export const LEGAL_TINT = 'rgba(140, 200, 255, 0.6)';
