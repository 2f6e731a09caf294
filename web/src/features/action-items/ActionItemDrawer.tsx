import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { usePermissions } from '../../session';
import { encodeMentions, MentionTextField, type MentionPerson } from '../../components/RichTextFieldMentions';
import type { ActionItemFieldsFragment } from '../../gql/graphql';
import { findServerMessage } from '../../lib/graphql/errors';
import {
  ActionItemCategoriesQuery,
  ActionItemPeopleQuery,
  AddConceptCommentMutation,
  CreateActionItemMutation,
  UpdateActionItemMutation,
} from './action-item-documents';
import { CategoriesDialog } from './CategoriesDialog';

export type DrawerMode = { kind: 'action'; item: ActionItemFieldsFragment | null } | { kind: 'comment' };

interface ActionItemDrawerProps {
  clientCode: string;
  conceptCode: string;
  applicationCode: string | null;
  mode: DrawerMode | null;
  canComment: boolean;
  canCreate: boolean;
  onClose: () => void;
  onSaved: (what: 'action' | 'comment') => void;
}

const personName = (person: MentionPerson) => `${person.firstName} ${person.lastName}`.trim() || person.emailAddress;

/** The side form of the History tab: add or edit an action item, or add a comment (with @mentions). */
export function ActionItemDrawer({
  clientCode,
  conceptCode,
  applicationCode,
  mode,
  canComment,
  canCreate,
  onClose,
  onSaved,
}: ActionItemDrawerProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'action' | 'comment'>(mode?.kind ?? 'action');
  const [openedFor, setOpenedFor] = useState(mode);
  if (openedFor !== mode) {
    setOpenedFor(mode);
    if (mode) setTab(mode.kind);
  }
  const { data: peopleData } = useQuery(ActionItemPeopleQuery, { variables: { clientCode }, skip: !mode });
  const people = useMemo(() => (peopleData?.clientUsers ?? []).filter((user) => user.status === 'active'), [peopleData]);
  const isEditing = mode?.kind === 'action' && mode.item !== null;
  return (
    <Drawer anchor="right" open={Boolean(mode)} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 480 } } } }}>
      <Box sx={{ p: 3 }} role="region" aria-label={t('actionItems.drawer.title')}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {isEditing ? t('actionItems.drawer.editTitle') : t('actionItems.drawer.title')}
        </Typography>
        {isEditing ? null : (
          <Tabs value={tab} onChange={(_event, next: 'action' | 'comment') => setTab(next)} sx={{ mb: 2 }}>
            {canCreate ? <Tab value="action" label={t('actionItems.drawer.actionTab')} /> : null}
            {canComment ? <Tab value="comment" label={t('actionItems.drawer.commentTab')} /> : null}
          </Tabs>
        )}
        {mode && tab === 'action' && (canCreate || isEditing) ? (
          <ActionItemForm
            key={mode.kind === 'action' ? (mode.item?.code ?? 'new') : 'new'}
            clientCode={clientCode}
            conceptCode={conceptCode}
            applicationCode={applicationCode}
            item={mode.kind === 'action' ? mode.item : null}
            people={people}
            onCancel={onClose}
            onSaved={() => onSaved('action')}
          />
        ) : null}
        {mode && tab === 'comment' && canComment && !isEditing ? (
          <CommentForm
            clientCode={clientCode}
            conceptCode={conceptCode}
            people={people}
            onCancel={onClose}
            onSaved={() => onSaved('comment')}
          />
        ) : null}
      </Box>
    </Drawer>
  );
}

interface ActionFormValues {
  name: string;
  type: string;
  status: string;
  category: string;
  startDate: string;
  endDate: string;
  description: string;
  assignees: string[];
  watchers: string[];
}

function ActionItemForm({
  clientCode,
  conceptCode,
  applicationCode,
  item,
  people,
  onCancel,
  onSaved,
}: {
  clientCode: string;
  conceptCode: string;
  applicationCode: string | null;
  item: ActionItemFieldsFragment | null;
  people: readonly MentionPerson[];
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { data: categoryData } = useQuery(ActionItemCategoriesQuery, { variables: { clientCode } });
  const [createItem] = useMutation(CreateActionItemMutation);
  const [updateItem] = useMutation(UpdateActionItemMutation);
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      z
        .object({
          name: z.string().refine((value) => value.trim() !== '', { message: t('actionItems.form.nameRequired') }),
          type: z.string(),
          status: z.string(),
          category: z.string(),
          startDate: z.string(),
          endDate: z.string(),
          description: z.string(),
          assignees: z.array(z.string()),
          watchers: z.array(z.string()),
        })
        .refine((values) => !values.startDate || !values.endDate || values.startDate <= values.endDate, {
          path: ['endDate'],
          message: t('actionItems.form.endBeforeStart'),
        }),
    [t],
  );
  const membersOf = (type: string) =>
    item?.members.filter((member) => member.type === type).map((member) => member.user.emailAddress) ?? [];
  const form = useForm<ActionFormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: item?.name ?? '',
      type: item?.type ?? 'action',
      status: item?.status ?? 'open',
      category: item?.actionItemCategory?.code ?? '',
      startDate: item?.startDate ?? '',
      endDate: item?.endDate ?? '',
      description: item?.description ?? '',
      assignees: membersOf('assignee'),
      watchers: membersOf('watcher'),
    },
  });
  const { errors, isSubmitting } = form.formState;
  const { can } = usePermissions();
  const [isCategoriesOpen, setIsCategoriesOpen] = useState(false);
  const byEmail = useMemo(() => new Map(people.map((person) => [person.emailAddress, person])), [people]);
  const emailOptions = useMemo(() => people.map((person) => person.emailAddress), [people]);
  const labelOf = (email: string) => {
    const person = byEmail.get(email) ?? item?.members.find((member) => member.user.emailAddress === email)?.user;
    return person ? personName(person) : email;
  };

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    const statusOf = (email: string) => item?.members.find((member) => member.user.emailAddress === email)?.status ?? 'open';
    const actionItem = {
      name: values.name.trim(),
      type: values.type,
      status: values.status,
      actionItemCategory: values.category ? { code: values.category } : null,
      startDate: values.startDate || null,
      endDate: values.endDate || null,
      description: values.description.trim(),
      members: [
        ...values.assignees.map((email) => ({ type: 'assignee', status: statusOf(email), user: { emailAddress: email } })),
        ...values.watchers
          .filter((email) => !values.assignees.includes(email))
          .map((email) => ({ type: 'watcher', status: statusOf(email), user: { emailAddress: email } })),
      ],
      ...(item
        ? {}
        : { linkedEntity: { type: 'concept', code: conceptCode }, application: applicationCode ? { code: applicationCode } : null }),
    };
    try {
      if (item) await updateItem({ variables: { clientCode, actionItemCode: item.code, actionItem } });
      else await createItem({ variables: { clientCode, actionItem } });
      onSaved();
    } catch (error) {
      setServerError(findServerMessage(error, t('errors.network')));
    }
  });

  const peopleField = (name: 'assignees' | 'watchers', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Autocomplete
          multiple
          options={emailOptions}
          value={field.value}
          onChange={(_event, next) => field.onChange(next)}
          getOptionLabel={labelOf}
          filterSelectedOptions
          renderInput={(params) => <TextField {...params} label={label} />}
        />
      )}
    />
  );

  return (
    <>
      <form noValidate onSubmit={(event: FormEvent) => void submit(event)} aria-label={t('actionItems.drawer.actionTab')}>
        <Stack spacing={2}>
          {serverError ? (
            <Alert severity="error" role="alert">
              {serverError}
            </Alert>
          ) : null}
          <TextField
            label={t('actionItems.form.name')}
            required
            autoFocus
            error={Boolean(errors.name)}
            helperText={errors.name?.message}
            {...form.register('name')}
          />
          <Stack direction="row" spacing={2}>
            <Controller
              control={form.control}
              name="type"
              render={({ field }) => (
                <TextField select fullWidth label={t('actionItems.form.type')} {...field}>
                  {['action', 'review', 'approval'].map((value) => (
                    <MenuItem key={value} value={value}>
                      {t(`actionItems.types.${value}` as never)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              control={form.control}
              name="status"
              render={({ field }) => (
                <TextField select fullWidth label={t('actionItems.form.status')} {...field}>
                  {['open', 'inProgress', 'completed'].map((value) => (
                    <MenuItem key={value} value={value}>
                      {t(`actionItems.statuses.${value}` as never)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Stack>
          <Controller
            control={form.control}
            name="category"
            render={({ field }) => (
              <TextField
                select
                label={t('actionItems.form.category')}
                {...field}
                helperText={
                  can('actionItemCategory:manage') ? (
                    <Link component="button" type="button" onClick={() => setIsCategoriesOpen(true)}>
                      {t('actionItems.categories.manage')}
                    </Link>
                  ) : undefined
                }
              >
                <MenuItem value="">{t('actionItems.form.noCategory')}</MenuItem>
                {(categoryData?.actionItemCategories ?? []).map((category) => (
                  <MenuItem key={category.code} value={category.code}>
                    {category.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Stack direction="row" spacing={2}>
            <TextField
              type="date"
              fullWidth
              label={t('actionItems.form.startDate')}
              slotProps={{ inputLabel: { shrink: true } }}
              {...form.register('startDate')}
            />
            <TextField
              type="date"
              fullWidth
              label={t('actionItems.form.endDate')}
              slotProps={{ inputLabel: { shrink: true } }}
              error={Boolean(errors.endDate)}
              helperText={errors.endDate?.message}
              {...form.register('endDate')}
            />
          </Stack>
          {peopleField('assignees', t('actionItems.form.assignees'))}
          {peopleField('watchers', t('actionItems.form.watchers'))}
          <TextField label={t('actionItems.form.description')} multiline minRows={3} {...form.register('description')} />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={onCancel} disabled={isSubmitting}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {item ? t('actionItems.form.save') : t('actionItems.form.add')}
            </Button>
          </Stack>
        </Stack>
      </form>
      {/* Outside the form: its own form's submit would bubble (through the portal) into this one. */}
      <CategoriesDialog clientCode={clientCode} open={isCategoriesOpen} onClose={() => setIsCategoriesOpen(false)} />
    </>
  );
}

function CommentForm({
  clientCode,
  conceptCode,
  people,
  onCancel,
  onSaved,
}: {
  clientCode: string;
  conceptCode: string;
  people: readonly MentionPerson[];
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [addComment, { loading }] = useMutation(AddConceptCommentMutation);
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<MentionPerson[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(t('actionItems.comment.required'));
      return;
    }
    setServerError(null);
    try {
      await addComment({ variables: { clientCode, conceptCode, comment: encodeMentions(text.trim(), picked) } });
      onSaved();
    } catch (caught) {
      setServerError(findServerMessage(caught, t('errors.network')));
    }
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('actionItems.drawer.commentTab')}>
      <Stack spacing={2}>
        {serverError ? (
          <Alert severity="error" role="alert">
            {serverError}
          </Alert>
        ) : null}
        <MentionTextField
          label={t('actionItems.comment.label')}
          value={text}
          onChange={(next) => {
            setText(next);
            setError(null);
          }}
          people={people}
          onPick={(person) => setPicked((current) => [...current.filter((entry) => entry.emailAddress !== person.emailAddress), person])}
          error={error ?? undefined}
          autoFocus
          noMatchesText={t('actionItems.comment.noMatches')}
        />
        <Typography variant="body2" color="text.secondary">
          {t('actionItems.comment.hint')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel} disabled={loading}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={loading}>
            {t('actionItems.comment.save')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
