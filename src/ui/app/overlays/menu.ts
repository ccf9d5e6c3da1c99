import { h, svg } from '../dom';
import { ICONS, type IconName } from '../icons';

export interface MenuItem {
  readonly icon: IconName;
  readonly label: string;
  readonly testid: string;
  readonly run: () => void;
}

let current: HTMLElement | null = null;

/**
 * A small popup menu under a button (the Popover API gives light dismiss and Esc for free). Arrow
 * keys move between items; Tab closes it.
 */
export function openMenu(anchor: HTMLElement, items: readonly MenuItem[]): void {
  current?.remove();
  const buttons = items.map((item) => {
    const b = h('button', {
      type: 'button',
      class: 'menu-item',
      role: 'menuitem',
      'data-testid': item.testid,
    });
    b.append(svg(ICONS[item.icon]), h('span', {}, item.label));
    b.addEventListener('click', () => {
      menu.hidePopover();
      item.run();
    });
    return b;
  });
  const menu = h(
    'div',
    { class: 'menu', role: 'menu', popover: 'auto', 'data-testid': 'menu-popup' },
    ...buttons,
  );
  menu.addEventListener('toggle', (e) => {
    if ((e as ToggleEvent).newState === 'closed') {
      menu.remove();
      if (current === menu) current = null;
      anchor.focus({ preventScroll: true });
    }
  });
  menu.addEventListener('keydown', (e) => {
    // Tab would walk out of the menu and leave it open over the page: it closes it instead.
    if (e.key === 'Tab') {
      e.preventDefault();
      menu.hidePopover();
      return;
    }
    const i = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const step = e.key === 'ArrowDown' ? 1 : e.key === 'ArrowUp' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    e.stopPropagation();
    buttons[(i + step + buttons.length) % buttons.length].focus();
  });
  document.body.append(menu);
  current = menu;
  const r = anchor.getBoundingClientRect();
  menu.style.top = `${r.bottom + 6}px`;
  menu.style.right = `${Math.max(8, window.innerWidth - r.right)}px`;
  // On a short screen (a phone on its side) the list scrolls rather than running off the bottom.
  menu.style.maxHeight = `${Math.max(120, window.innerHeight - r.bottom - 14)}px`;
  menu.showPopover();
  buttons[0]?.focus();
}

/** Whether the popup menu is open (game keys are off meanwhile). */
export const menuOpen = (): boolean => current !== null;
