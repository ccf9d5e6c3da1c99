import { type DesignerRoute, formatDesignerRoute, parseDesignerRoute } from '../editor/routes';

/** Where the player is: playing a level, or browsing levels (optionally inside one collection). */
export type Route =
  | {
      readonly screen: 'play';
      readonly level?: string;
      /** An address that names nothing (a level 0, a typo): the game says so and plays on. */
      readonly unknown?: string;
    }
  | { readonly screen: 'levels'; readonly collection?: string }
  | DesignerRoute;

const SLUG = '[a-z0-9][a-z0-9-]*';
const PLAY = new RegExp(`^#/(${SLUG}/[1-9]\\d*)$`);
const LEVELS = new RegExp(`^#/levels(?:/(${SLUG}))?$`);

/** Reads a location hash; anything unknown means "play whatever was being played", and is kept to say so. */
export function parseRoute(hash: string): Route {
  const designer = parseDesignerRoute(hash);
  if (designer) return designer;
  const play = PLAY.exec(hash);
  if (play) return { screen: 'play', level: play[1] };
  const levels = LEVELS.exec(hash);
  if (levels) return levels[1] ? { screen: 'levels', collection: levels[1] } : { screen: 'levels' };
  return hash === '' || hash === '#' || hash === '#/'
    ? { screen: 'play' }
    : { screen: 'play', unknown: hash };
}

export function formatRoute(route: Route): string {
  if (route.screen === 'play') return route.level ? `#/${route.level}` : '#/';
  if (route.screen === 'levels') return route.collection ? `#/levels/${route.collection}` : '#/levels';
  return formatDesignerRoute(route);
}
