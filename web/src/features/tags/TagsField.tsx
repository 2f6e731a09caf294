import { useMutation, useQuery } from '@apollo/client/react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { findServerMessage } from '../../lib/graphql/errors';
import type { TagValue } from './tag-value';

const TagsFieldTagsQuery = graphql(`
  query ConceptEditorTags($clientCode: String!, $applicationCode: String) {
    creativeTags(clientCode: $clientCode, applicationCode: $applicationCode) {
      code
      name
      color
    }
  }
`);

const TagsFieldCreateTagMutation = graphql(`
  mutation ConceptEditorCreateTag($clientCode: String!, $tag: CreativeTagInput!) {
    createCreativeTag(clientCode: $clientCode, tag: $tag) {
      code
      name
      color
    }
  }
`);

/** Tags created inline from the concept form get this fixed purple (spec 1 §3). */
export const INLINE_TAG_COLOR = '#7B1FA2';

/** An option is a tag, or the offer to create one with the typed name. */
type TagOption = TagValue & { newName?: string };

const filter = createFilterOptions<TagOption>();

/** Readable text on a tag's own colour. */
function findContrastText(color: string): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) return '#fff';
  const [red, green, blue] = [0, 2, 4].map((offset) => parseInt(hex.slice(offset, offset + 2), 16));
  return (red! * 299 + green! * 587 + blue! * 114) / 1000 > 150 ? '#1d1b2c' : '#fff';
}

interface TagsFieldProps {
  clientCode: string;
  applicationCode: string | null;
  value: TagValue[];
  onChange: (tags: TagValue[]) => void;
  disabled?: boolean;
  error?: string;
}

/** Tag autocomplete; typing a name that does not exist offers to create it (in #7B1FA2). */
export function TagsField({ clientCode, applicationCode, value, onChange, disabled, error }: TagsFieldProps) {
  const { t } = useTranslation();
  const { data, loading, refetch } = useQuery(TagsFieldTagsQuery, { variables: { clientCode, applicationCode } });
  const [createTag, { loading: isCreating }] = useMutation(TagsFieldCreateTagMutation);
  const [createError, setCreateError] = useState<string | null>(null);
  const options: TagOption[] = data?.creativeTags ?? [];
  const selected: TagOption[] = value;

  async function addNewTag(name: string, current: TagValue[]) {
    setCreateError(null);
    try {
      const result = await createTag({
        variables: { clientCode, tag: { applicationCode, name, color: INLINE_TAG_COLOR } },
      });
      const tag = result.data?.createCreativeTag;
      if (!tag) return;
      if (!current.some((existing) => existing.code === tag.code)) onChange([...current, tag]);
      // A new tag joins the options (membership); the server may also have returned an existing one.
      void refetch();
    } catch (caught) {
      setCreateError(t('conceptEditor.tags.createFailed', { message: findServerMessage(caught, t('errors.network')) }));
    }
  }

  const helperText = createError ?? error ?? (isCreating ? t('conceptEditor.tags.creating') : undefined);
  return (
    <Autocomplete
      multiple
      options={options}
      value={selected}
      loading={loading}
      disabled={disabled}
      filterSelectedOptions
      isOptionEqualToValue={(option, selected) => option.code === selected.code}
      getOptionLabel={(option) => (option.newName ? t('conceptEditor.tags.create', { name: option.newName }) : option.name)}
      filterOptions={(all, state) => {
        const filtered = filter(all, state);
        const typed = state.inputValue.trim();
        const exists = all.some((option) => option.name.toLowerCase() === typed.toLowerCase());
        if (typed && !exists && !disabled) filtered.push({ code: `new:${typed}`, name: typed, color: INLINE_TAG_COLOR, newName: typed });
        return filtered;
      }}
      noOptionsText={t('conceptEditor.tags.noOptions')}
      onChange={(_event, next) => {
        const created = next.find((option) => option.newName);
        const kept = next.filter((option) => !option.newName).map(({ code, name, color }) => ({ code, name, color }));
        onChange(kept);
        if (created?.newName) void addNewTag(created.newName, kept);
      }}
      renderValue={(tags, getItemProps) =>
        tags.map((tag, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip
              key={key}
              label={tag.name}
              size="small"
              {...itemProps}
              sx={{ bgcolor: tag.color, color: findContrastText(tag.color), '& .MuiChip-deleteIcon': { color: 'inherit', opacity: 0.8 } }}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField {...params} label={t('conceptEditor.fields.tags')} error={Boolean(error || createError)} helperText={helperText} />
      )}
    />
  );
}
