import type { RuleValue } from '../../../core/ecs/world';
import { readRule, ruleAccepts } from '../../../core/plugin';
import { h } from '../dom';
import type { RuleField } from '../editor/rule-fields';
import { iconButton } from './play-screen';

/** What a rule's input needs of the editor. */
export interface RuleInputHost {
  /** Sets the level's value of the rule (its default takes it out of the `Rules:` line). */
  set(name: string, value: RuleValue): void;
  /** Ctrl+Z and Ctrl+Y in a field are the board's undo and redo, as in the size fields. */
  key(e: KeyboardEvent): void;
}

/**
 * A rule's row in the Mods panel: its label (with its name, as the `Rules:` line spells it), an input
 * of its kind (a checkbox for true/false, a number field with the rule's limits, a list of its
 * choices, or a text field), and its description.
 * A value the rule does not take is refused, not clamped: the level keeps its value and the message
 * beside the field says what the rule takes, since a clamped number would be a level the designer did
 * not ask for. An emptied field sets the default.
 */
export function ruleInput(field: RuleField, host: RuleInputHost): HTMLElement {
  const { name, defaultValue, limits } = field;
  const title = ruleTitle(field);
  const id = `rule-${name}`;
  const error = h('p', {
    class: 'rule-error',
    id: `${id}-error`,
    'data-testid': `${id}-error`,
    role: 'alert',
    hidden: true,
  });
  const about = h('p', { class: 'rule-about', id: `${id}-about` }, field.description);
  const current = field.text === undefined ? defaultValue : readRule(field.text, defaultValue, limits);
  const refuse = (input: HTMLInputElement, message: string | null) => {
    error.textContent = message ?? '';
    error.hidden = !message;
    input.setAttribute('aria-invalid', String(!!message));
    if (message) input.setAttribute('aria-describedby', `${id}-error ${id}-about`);
    else input.setAttribute('aria-describedby', `${id}-about`);
  };
  const attrs = { id, 'data-testid': id, 'aria-describedby': `${id}-about` };

  if (typeof defaultValue === 'boolean') {
    const box = h('input', { ...attrs, type: 'checkbox' });
    box.checked = current === true;
    box.addEventListener('change', () => host.set(name, box.checked));
    return h('div', { class: 'rule-field' }, h('label', { class: 'rule-check' }, box, title), about);
  }
  if (typeof defaultValue === 'string' && limits.choices?.length) {
    const select = h('select', { ...attrs, class: 'rule-input' });
    for (const c of limits.choices) select.append(h('option', { value: c }, c));
    // A value the rule does not take (pasted, say) stays shown until changed; the checks report it.
    if (current === null && field.text) select.prepend(h('option', { value: field.text }, field.text));
    select.value = current === null ? (field.text ?? '') : String(current);
    select.addEventListener('change', () => host.set(name, select.value));
    return row(title, id, select, about, error);
  }
  const numeric = typeof defaultValue === 'number';
  const input = h('input', {
    ...attrs,
    class: 'rule-input',
    type: numeric ? 'number' : 'text',
    placeholder: String(defaultValue),
    ...(numeric && {
      step: limits.integer ? 1 : 'any',
      ...(limits.min !== undefined && { min: limits.min }),
      ...(limits.max !== undefined && { max: limits.max }),
      inputmode: limits.integer && (limits.min ?? -1) >= 0 ? 'numeric' : 'decimal',
    }),
  });
  input.value = field.text ?? String(defaultValue);
  if (current === null) refuse(input, `${name} takes ${ruleAccepts(defaultValue, limits)}.`);
  input.addEventListener('keydown', (e) => {
    if (!(e.ctrlKey || e.metaKey) || !['z', 'y'].includes(e.key.toLowerCase())) return;
    e.preventDefault();
    host.key(e);
  });
  input.addEventListener('change', () => {
    const text = input.value.trim();
    // Text a number field cannot hold ("1e") reads as empty: it is refused, not taken as the default.
    if (input.validity.badInput) return refuse(input, `${name} takes ${ruleAccepts(defaultValue, limits)}.`);
    if (!text) {
      refuse(input, null);
      host.set(name, defaultValue);
      return;
    }
    if (/[,\r\n]/.test(text)) return refuse(input, `A comma cannot be part of a rule's value.`);
    const value = readRule(text, defaultValue, limits);
    if (value === null)
      return refuse(input, `${name} takes ${ruleAccepts(defaultValue, limits)}; ${text} was not kept.`);
    refuse(input, null);
    host.set(name, value);
  });
  return row(title, id, input, about, error);
}

function row(title: HTMLElement, id: string, input: HTMLElement, about: HTMLElement, error: HTMLElement) {
  return h(
    'div',
    { class: 'rule-field' },
    h('label', { class: 'rule-label', for: id }, title),
    input,
    error,
    about,
  );
}

const ruleName = (name: string) => h('code', { class: 'rule-name' }, name);

/** The rule's label over its name, which stays in sight because designers type it in `Rules:` lines. */
function ruleTitle({ name, label }: RuleField): HTMLElement {
  if (!label) return h('span', { class: 'rule-title' }, ruleName(name));
  return h(
    'span',
    { class: 'rule-title' },
    h('span', { class: 'rule-label-text' }, label),
    ' ',
    ruleName(name),
  );
}

/**
 * The `Rules:` parts no ticked mod reads (`unknownRules`), each with a button that takes it out of the
 * level: without it a designer could only see the problem, not mend it. Each button's id follows its
 * place, so after a removal the focus the panel keeps lands on the next part.
 */
export function unknownRuleList(parts: readonly string[], remove: (part: string) => void): HTMLElement {
  return h(
    'div',
    { class: 'mod-rules', role: 'group', 'aria-label': 'Unknown rules', 'data-testid': 'rules-unknown' },
    h('p', { class: 'mod-rules-title', 'aria-hidden': 'true' }, 'Unknown rules'),
    h('p', { class: 'rule-about' }, 'No ticked mod reads these parts of the Rules: line.'),
    ...parts.map((part, i) => {
      const shown = part || 'an empty part (a stray comma)';
      const button = iconButton('close', `Remove ${part ? `the rule ${part}` : shown}`, () => remove(part), {
        id: `unknown-rule-${i}`,
        'data-testid': `unknown-rule-${i}`,
      });
      button.classList.add('icon-btn-small');
      return h('div', { class: 'rule-unknown' }, h('code', { class: 'rule-name' }, shown), button);
    }),
  );
}
