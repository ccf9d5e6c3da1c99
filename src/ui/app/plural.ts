// Shared with the command line, so kept in a headless module.
export { count, moves, noun, pushes } from '../../core/plural';
