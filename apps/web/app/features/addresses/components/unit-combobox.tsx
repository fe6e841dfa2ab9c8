import { matchesSearch, type AdminUnit } from '@lotus/core';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldLabel } from '../../../components/ui/field-label';
import { AlertTriangleIcon, ChevronDownIcon } from '../../../components/ui/icons';
import { inputClass } from '../../../components/ui/text-field';
import { translateKey } from '../../../i18n/i18n';
import { usePageLanguage } from '../../../lib/format';

/** A unit as the picker shows it: its full name in the page's language. */
export function unitLabel(unit: Pick<AdminUnit, 'fullName' | 'fullNameEn'>, lang: string): string {
  return lang === 'en' ? unit.fullNameEn : unit.fullName;
}

/**
 * A searchable picker of administrative units (WAI-ARIA combobox with a list box): typing
 * filters without diacritics ("ha noi" finds "Hà Nội", "thu duc" finds "Thủ Đức", core's
 * `matchesSearch` over each unit's search form); ↑ and ↓ move, Enter picks, Escape closes and
 * puts back the choice. The chosen unit's id travels in a hidden field named `name`.
 */
export function UnitCombobox({
  name,
  label,
  units,
  value,
  onChange,
  disabled = false,
  disabledHint,
  loading = false,
  error,
  selectedLabel,
}: {
  name: string;
  label: string;
  units: readonly AdminUnit[];
  value: string | null;
  onChange: (unit: AdminUnit | null) => void;
  disabled?: boolean;
  /** Said in the field while it waits for the level above. */
  disabledHint?: string;
  loading?: boolean;
  /** A dictionary key with its namespace, shown under the field. */
  error?: string | undefined;
  /** The chosen unit's name while its list is not loaded yet (a saved address). */
  selectedLabel?: string | undefined;
}) {
  const { t } = useTranslation('addresses');
  const lang = usePageLanguage();
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);

  const selected = units.find((unit) => unit.id === value) ?? null;
  const chosenText = selected ? unitLabel(selected, lang) : value ? (selectedLabel ?? '') : '';
  const [text, setText] = useState(chosenText);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [shownChoice, setShownChoice] = useState(chosenText);
  // The choice changed from outside (another level cleared it, the list arrived): show it.
  if (shownChoice !== chosenText) {
    setShownChoice(chosenText);
    setText(chosenText);
  }

  const typed = text === chosenText ? '' : text;
  const matches = useMemo(
    () => units.filter((unit) => matchesSearch(unit.search, typed)),
    [units, typed],
  );

  const show = (index: number) => {
    setActive(index);
    list.current?.querySelector(`[data-index="${index}"]`)?.scrollIntoView({ block: 'nearest' });
  };
  const choose = (unit: AdminUnit) => {
    setText(unitLabel(unit, lang));
    setOpen(false);
    if (unit.id !== value) onChange(unit);
  };
  const close = () => {
    setOpen(false);
    setText(chosenText);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) {
          setOpen(true);
          setActive(0);
        } else show(Math.min(active + 1, matches.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (open) show(Math.max(active - 1, 0));
        break;
      case 'Home':
        if (open) {
          event.preventDefault();
          show(0);
        }
        break;
      case 'End':
        if (open) {
          event.preventDefault();
          show(matches.length - 1);
        }
        break;
      case 'Enter':
        if (open && matches[active]) {
          event.preventDefault();
          choose(matches[active]);
        }
        break;
      case 'Escape':
        if (open || text !== chosenText) {
          event.preventDefault();
          close();
        }
        break;
    }
  };

  const activeId = open && matches[active] ? `${id}-option-${active}` : undefined;
  const describedBy = [error ? errorId : null, open ? statusId : null].filter(Boolean).join(' ');
  const placeholder = disabled && disabledHint ? disabledHint : t('picker.placeholder');

  return (
    <div className="relative">
      <FieldLabel htmlFor={id} label={label} required />
      <div className="relative">
        <input
          ref={input}
          id={id}
          type="text"
          aria-required="true"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          disabled={disabled}
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(0);
            if (event.target.value.trim() === '' && value) onChange(null);
          }}
          onKeyDown={onKeyDown}
          onClick={() => setOpen(true)}
          onBlur={() => {
            // Text that matches one unit only picks it; anything else puts the choice back.
            if (typed && matches.length === 1 && matches[0]) choose(matches[0]);
            else close();
          }}
          className={`${inputClass} pr-11 disabled:cursor-not-allowed disabled:bg-ink-50`}
        />
        <button
          type="button"
          tabIndex={-1}
          disabled={disabled}
          aria-label={t('picker.showOptions')}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            setOpen((was) => !was);
            input.current?.focus();
          }}
          className="absolute inset-y-0 right-1 grid w-10 place-items-center text-ink-500 disabled:opacity-40"
        >
          <ChevronDownIcon size={18} />
        </button>
      </div>
      <ul
        ref={list}
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!open}
        className="absolute z-30 mt-1 max-h-64 w-full overflow-y-auto rounded-xl border border-ink-200 bg-white py-1 shadow-lg"
      >
        {loading ? (
          <li className="px-3.5 py-2.5 text-sm text-ink-500">{t('picker.loading')}</li>
        ) : matches.length === 0 ? (
          <li className="px-3.5 py-2.5 text-sm text-ink-500">{t('picker.noResults')}</li>
        ) : (
          matches.map((unit, index) => (
            <li
              key={unit.id}
              id={`${id}-option-${index}`}
              data-index={index}
              role="option"
              aria-selected={unit.id === value}
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActive(index)}
              onClick={() => choose(unit)}
              className={`cursor-pointer px-3.5 py-2.5 text-sm ${
                index === active ? 'bg-lotus-50 text-lotus-900' : 'text-ink-800'
              } ${unit.id === value ? 'font-semibold' : ''}`}
            >
              {unitLabel(unit, lang)}
            </li>
          ))
        )}
      </ul>
      <p id={statusId} className="sr-only" aria-live="polite">
        {open && !loading ? t('picker.results', { count: matches.length }) : ''}
      </p>
      {error ? (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700">
          <AlertTriangleIcon size={16} className="mt-0.5 shrink-0" />
          <span>{translateKey(t, error)}</span>
        </p>
      ) : null}
      <input type="hidden" name={name} value={value ?? ''} />
    </div>
  );
}
