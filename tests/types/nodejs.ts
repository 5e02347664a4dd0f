// The TypeScript types of pkg/nodejs describe the game objects. `tsc` checks this file (it is never
// run); each @ts-expect-error line must be refused, so types that were `any` would fail the check.
import { Game, perft, splitPgn } from '../../pkg/nodejs/wasm_chess.js';
import type { MoveInfo, MoveWithoutSan, Status, BoardInfo, Cell, Outcome, Color, EndReason } from '../../pkg/nodejs/wasm_chess.js';

const game: Game = new Game();
const move: MoveInfo = game.play('e4');
const san: string = move.san;
const promotion: null | 'q' | 'r' | 'b' | 'n' = move.promotion;
const rook: string | null = move.castleRook;
const legal: MoveInfo[] = game.legalMoves();
const withSan: MoveInfo[] = game.legalMoves({ san: true });
const withoutSan: MoveWithoutSan[] = game.legalMoves({ san: false });
const status: Status = game.status();
const turn: Color = game.turn();
const check: boolean = status.check;
const outcome: Outcome | null = status.outcome;
const reason: EndReason | undefined = outcome?.reason;
const board: BoardInfo = game.board();
const cell: Cell = board.squares[0];
const piece: string | null = cell.piece;
const undone: MoveInfo | null = game.undo();
const nodes: number = perft(game.fen(), 1);
const games: string[] = splitPgn('1. e4 *');
const resigned: Outcome = Game.fromFen(game.fen()).resign('white');

const moving: string | null = move.piece;
const taken: { role: string; owner: string; square: string } | null = move.captured;
// @ts-expect-error a move has no `role` field (the piece's name is `piece`)
move.role;
// @ts-expect-error moves listed without SAN have no `san`
withoutSan[0].san;
// @ts-expect-error moves listed without SAN are not MoveInfo
const notInfo: MoveInfo[] = game.legalMoves({ san: false });
// @ts-expect-error the side to move is 'white' or 'black'
const red: 'red' = game.turn();
// @ts-expect-error check is a boolean
const word: string = status.check;
// @ts-expect-error the winner is a colour or null, never a number
const winner: number = resigned.winner;
// @ts-expect-error a reason is one of the named ends
const made: EndReason = 'boredom';
// @ts-expect-error resign takes a colour
game.resign('green');

export { san, promotion, rook, legal, withSan, notInfo, turn, check, reason, piece, undone, nodes, games, red, word, winner, made };
