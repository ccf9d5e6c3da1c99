/** The designer's places: own levels, the editor, a shared level's link, and a solution's replay. */
export type DesignerRoute =
  | { readonly screen: 'mine' }
  | { readonly screen: 'editor'; readonly design: string }
  /** `#/share/<code>` plays a shared level; `#/share/<code>/edit` opens it in the editor. */
  | { readonly screen: 'share'; readonly code: string; readonly edit: boolean }
  | { readonly screen: 'replay'; readonly level: string; readonly by: 'moves' | 'pushes' };

const SLUG = '[a-z0-9][a-z0-9-]*';
const REPLAY = new RegExp(`^#/replay/(${SLUG}/[1-9]\\d*)/(moves|pushes)$`);

export function parseDesignerRoute(hash: string): DesignerRoute | null {
  if (hash === '#/mine') return { screen: 'mine' };
  const editor = /^#\/editor\/([a-z0-9]{1,24})$/.exec(hash);
  if (editor) return { screen: 'editor', design: editor[1] };
  // Whatever follows `share/` is the code: a malformed one is reported by the decoder, not ignored.
  const share = /^#\/share\/(.*?)(\/edit)?$/s.exec(hash);
  if (share) return { screen: 'share', code: decodeURIComponentSafe(share[1]), edit: !!share[2] };
  const replay = REPLAY.exec(hash);
  if (replay) return { screen: 'replay', level: replay[1], by: replay[2] as 'moves' | 'pushes' };
  return null;
}

export function formatDesignerRoute(route: DesignerRoute): string {
  switch (route.screen) {
    case 'mine':
      return '#/mine';
    case 'editor':
      return `#/editor/${route.design}`;
    case 'share':
      return `#/share/${route.code}${route.edit ? '/edit' : ''}`;
    case 'replay':
      return `#/replay/${route.level}/${route.by}`;
  }
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
