// The board renderer's public surface (the app shell codes against exactly this).
export { BACKDROP } from './art';
export { BoardRenderer, type HighlightStyle, type RendererOptions } from './board-renderer';
