// What the interleaved timing scripts (perft-interleaved, search-interleaved, wasm-ab) share.

/** The peers' five perft positions and depths (../shared/bench/peers): [label, FEN, depth]. */
export const PEER_POSITIONS = [
  ['startpos', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 6],
  ['kiwipete', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', 5],
  ['pos3', '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1', 7],
  ['pos4', 'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1', 5],
  ['pos5', 'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8', 5],
];

/** Full-mode perft (every leaf played) runs one ply shallower than the peers' depths: it is
 *  about 15 times slower than bulk counting, and a round should stay short. */
export const fullModeDepth = (peerDepth) => peerDepth - 1;

/** Million nodes per second of one in-process perft call, `perft(fen, depth)` returning nodes. */
export function perftMnps(perft, fen, depth) {
  const start = performance.now();
  const nodes = perft(fen, depth);
  return nodes / (performance.now() - start) / 1000;
}

export const geomean = (xs) => Math.exp(xs.reduce((sum, x) => sum + Math.log(x), 0) / xs.length);

/** `LABEL=PATH` command-line arguments as [label, path] pairs. */
export const labelledPaths = (args) =>
  args.map((arg) => {
    const [label, path] = arg.split('=');
    if (!path) throw new Error(`expected LABEL=PATH, got ${arg}`);
    return [label, path];
  });
