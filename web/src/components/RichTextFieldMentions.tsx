import Box from '@mui/material/Box';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import TextField from '@mui/material/TextField';
import { Fragment, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';

/** A person who can be mentioned: the client's users (the server applies the platform-staff rule). */
export interface MentionPerson {
  emailAddress: string;
  firstName: string;
  lastName: string;
}

/** Stored form of a mention: `@[Name](address)`. The address is the reference; the server rewrites the name. */
const MENTION = /@\[([^\]\n]{0,200})\]\(([^()\s]{1,320})\)/g;

const nameOf = (person: MentionPerson) => `${person.firstName} ${person.lastName}`.trim() || person.emailAddress;

/** Turns "@Name" written in the field into stored mentions, for the people picked from the popup. */
export function encodeMentions(text: string, picked: readonly MentionPerson[]): string {
  let result = text;
  // Longest names first, so "@Dana Designer" wins over a "@Dana" of someone else.
  for (const person of [...picked].sort((left, right) => nameOf(right).length - nameOf(left).length)) {
    const shown = `@${nameOf(person)}`;
    result = result.split(shown).join(`@[${nameOf(person)}](${person.emailAddress})`);
  }
  return result;
}

/** A stored comment as plain text, each mention as "@Name". */
export function mentionsAsText(text: string | null | undefined): string {
  return (text ?? '').replace(MENTION, (_whole, name: string) => `@${name}`);
}

/** A stored comment with mentions shown as names (React text nodes only: nothing is parsed as HTML). */
export function MentionText({ text }: { text: string | null | undefined }) {
  const parts: { key: number; text: string; isMention: boolean }[] = [];
  let last = 0;
  let index = 0;
  for (const match of (text ?? '').matchAll(MENTION)) {
    if (match.index > last) parts.push({ key: index++, text: text!.slice(last, match.index), isMention: false });
    parts.push({ key: index++, text: `@${match[1]}`, isMention: true });
    last = match.index + match[0].length;
  }
  if (last < (text ?? '').length) parts.push({ key: index++, text: text!.slice(last), isMention: false });
  return (
    <>
      {parts.map((part) =>
        part.isMention ? (
          <Box key={part.key} component="span" sx={{ color: 'primary.main', fontWeight: 600 }}>
            {part.text}
          </Box>
        ) : (
          <Fragment key={part.key}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

interface MentionTextFieldProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** Everyone who may be mentioned. */
  people: readonly MentionPerson[];
  /** The people picked so far (kept by the form, for `encodeMentions` on submit). */
  onPick: (person: MentionPerson) => void;
  error?: string;
  autoFocus?: boolean;
  noMatchesText: string;
  minRows?: number;
  maxRows?: number;
  size?: 'small' | 'medium';
  disabled?: boolean;
}

/** A plain-text comment field where typing @ offers people; a pick writes "@Name". */
export function MentionTextField({
  label,
  value,
  onChange,
  people,
  onPick,
  error,
  autoFocus,
  noMatchesText,
  minRows = 4,
  maxRows,
  size,
  disabled,
}: MentionTextFieldProps) {
  const inputRef = useRef<HTMLTextAreaElement | null>(null);
  const anchorRef = useRef<HTMLDivElement | null>(null);
  const [query, setQuery] = useState<{ start: number; text: string } | null>(null);
  const [active, setActive] = useState(0);
  // The list closes a moment after the field loses focus (so a click on a name still lands);
  // the pending close is dropped when the field goes away.
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const matches = useMemo(() => {
    if (!query) return [];
    const needle = query.text.toLowerCase();
    return people
      .filter((person) => nameOf(person).toLowerCase().includes(needle) || person.emailAddress.toLowerCase().startsWith(needle))
      .slice(0, 8);
  }, [people, query]);

  const readQuery = (text: string, caret: number) => {
    const before = text.slice(0, caret);
    const match = /(^|\s)@([^\s@]{0,30})$/.exec(before);
    setQuery(match ? { start: caret - match[2]!.length - 1, text: match[2]! } : null);
    setActive(0);
  };

  const pick = (person: MentionPerson) => {
    if (!query) return;
    const caret = query.start + 1 + query.text.length;
    const shown = `@${nameOf(person)} `;
    const next = value.slice(0, query.start) + shown + value.slice(caret);
    onChange(next);
    onPick(person);
    setQuery(null);
    requestAnimationFrame(() => {
      const position = query.start + shown.length;
      inputRef.current?.focus();
      inputRef.current?.setSelectionRange(position, position);
    });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!query || matches.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((current) => (current + 1) % matches.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current) => (current - 1 + matches.length) % matches.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      pick(matches[active]!);
    } else if (event.key === 'Escape') {
      setQuery(null);
    }
  };

  return (
    <Box ref={anchorRef}>
      <TextField
        label={label}
        value={value}
        multiline
        minRows={minRows}
        maxRows={maxRows}
        size={size}
        fullWidth
        disabled={disabled}
        autoFocus={autoFocus}
        required
        error={Boolean(error)}
        helperText={error}
        inputRef={inputRef}
        onChange={(event) => {
          onChange(event.target.value);
          readQuery(event.target.value, event.target.selectionStart ?? event.target.value.length);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          clearTimeout(closeTimer.current);
          closeTimer.current = setTimeout(() => setQuery(null), 150);
        }}
        slotProps={{ htmlInput: { 'aria-autocomplete': 'list' } }}
      />
      <Popper open={Boolean(query)} anchorEl={anchorRef.current} placement="bottom-start" sx={{ zIndex: 1500 }}>
        <Paper elevation={4} sx={{ minWidth: 280 }}>
          <MenuList dense aria-label={label}>
            {matches.length === 0 ? (
              <MenuItem disabled>{noMatchesText}</MenuItem>
            ) : (
              matches.map((person, index) => (
                <MenuItem
                  key={person.emailAddress}
                  selected={index === active}
                  onMouseDown={(event) => {
                    event.preventDefault();
                    pick(person);
                  }}
                >
                  <ListItemText primary={nameOf(person)} secondary={person.emailAddress} />
                </MenuItem>
              ))
            )}
          </MenuList>
        </Paper>
      </Popper>
    </Box>
  );
}
