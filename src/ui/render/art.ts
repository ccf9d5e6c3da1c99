import boxSvg from '../../../assets/box.svg?raw';
import boxOnGoalSvg from '../../../assets/box-on-goal.svg?raw';
import deadlockSvg from '../../../assets/deadlock.svg?raw';
import floorSvg from '../../../assets/floor.svg?raw';
import goalSvg from '../../../assets/goal.svg?raw';
import hintSvg from '../../../assets/mark-hint.svg?raw';
import reachSvg from '../../../assets/mark-reach.svg?raw';
import selectSvg from '../../../assets/mark-select.svg?raw';
import targetSvg from '../../../assets/mark-target.svg?raw';
import playerDownSvg from '../../../assets/player-down.svg?raw';
import playerLeftSvg from '../../../assets/player-left.svg?raw';
import playerRightSvg from '../../../assets/player-right.svg?raw';
import playerUpSvg from '../../../assets/player-up.svg?raw';
import shadowSvg from '../../../assets/shadow.svg?raw';
import sparkleSvg from '../../../assets/sparkle.svg?raw';
import wallSvg from '../../../assets/wall.svg?raw';

/** One picture to rasterise: an SVG `cols` tiles wide and one tile high. */
export interface ArtEntry {
  readonly key: string;
  readonly svg: string;
  readonly cols?: number;
}

/** The built-in art, by key. Players are indexed by facing (0 left, 1 up, 2 right, 3 down). */
export const Art = {
  floor: 'floor',
  shadow: 'shadow',
  wall: 'wall',
  goal: 'goal',
  box: 'box',
  boxOnGoal: 'box-on-goal',
  deadlock: 'deadlock',
  sparkle: 'sparkle',
  reach: 'mark-reach',
  target: 'mark-target',
  hint: 'mark-hint',
  select: 'mark-select',
} as const;

export const PLAYER_ART = ['player-left', 'player-up', 'player-right', 'player-down'] as const;

/** Number of variants across the wall sheet (see `autotile.ts`). */
export const WALL_PIECES = 5;

export const BUILTIN_ART: readonly ArtEntry[] = [
  { key: Art.floor, svg: floorSvg },
  { key: Art.shadow, svg: shadowSvg },
  { key: Art.wall, svg: wallSvg, cols: WALL_PIECES },
  { key: Art.goal, svg: goalSvg },
  { key: Art.box, svg: boxSvg },
  { key: Art.boxOnGoal, svg: boxOnGoalSvg },
  { key: Art.deadlock, svg: deadlockSvg },
  { key: Art.sparkle, svg: sparkleSvg },
  { key: Art.reach, svg: reachSvg },
  { key: Art.target, svg: targetSvg },
  { key: Art.hint, svg: hintSvg },
  { key: Art.select, svg: selectSvg },
  { key: PLAYER_ART[0], svg: playerLeftSvg },
  { key: PLAYER_ART[1], svg: playerUpSvg },
  { key: PLAYER_ART[2], svg: playerRightSvg },
  { key: PLAYER_ART[3], svg: playerDownSvg },
];

/** Tint multiplied into a deadlocked box (with the badge, so colour is never the only cue). */
export const DEAD_TINT = 0xf08a8a;

/** The page colour the art is drawn for; the app shell may use it behind the canvas. */
export const BACKDROP = '#1b1f2a';

/** A mod sprite's atlas key: the SVG text itself identifies it, so equal SVGs share a picture. */
export const modArtKey = (svg: string): string => `mod:${svg}`;
