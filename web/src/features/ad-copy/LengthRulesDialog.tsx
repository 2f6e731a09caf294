import { useMutation, useQuery } from '@apollo/client/react';
import { AD_COPY_TEXT_FIELDS } from '@atelier/domain';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LengthRuleFieldsFragment } from '../../gql/graphql';
import { findServerMessage } from '../../lib/graphql/errors';
import { AdCopyLengthRulesQuery, AdCopyNetworksQuery, SaveAdCopyLengthRuleMutation } from './ad-copy-queries';

type Draft = Omit<LengthRuleFieldsFragment, '__typename'>;

const EMPTY_RULE: Draft = {
  networkCode: '',
  networkName: '',
  field: 'headline',
  label: '',
  minLength: 0,
  maxLength: 30,
  shownLength: null,
  cjkMaxLength: null,
  allowEmoji: true,
  allowHalfWidthKana: true,
  refusedCharacters: '',
};

const toNumber = (text: string) => (text.trim() === '' ? null : Number(text));

/** Platform staff: every network's length rule per field, each row saved on its own. */
export function LengthRulesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { data, error } = useQuery(AdCopyLengthRulesQuery, { fetchPolicy: 'network-only' });
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [added, setAdded] = useState<Draft[]>([]);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [save, { loading }] = useMutation(SaveAdCopyLengthRuleMutation, { refetchQueries: [AdCopyLengthRulesQuery, AdCopyNetworksQuery] });

  const rules: Draft[] = (data?.adCopyLengthRules ?? []).map((rule) => drafts[`${rule.networkCode}/${rule.field}`] ?? rule);
  const keyOf = (rule: Draft) => `${rule.networkCode}/${rule.field}`;

  const saveRule = async (rule: Draft, onSaved?: () => void) => {
    setMessage(null);
    try {
      const { __typename: _typename, ...input } = rule as Draft & { __typename?: string };
      await save({ variables: { rule: input } });
      onSaved?.();
      setMessage({ severity: 'success', text: t('adCopy.rules.saved') });
    } catch (failure) {
      setMessage({ severity: 'error', text: findServerMessage(failure, t('errors.network')) });
    }
  };

  const row = (rule: Draft, isNew: boolean, update: (next: Draft) => void, onSaved?: () => void) => {
    const number = (key: 'minLength' | 'maxLength' | 'shownLength' | 'cjkMaxLength', label: string, isOptional: boolean) => (
      <TextField
        size="small"
        type="number"
        aria-label={`${rule.networkName || rule.networkCode} ${rule.field} ${label}`}
        value={rule[key] ?? ''}
        onChange={(event) => update({ ...rule, [key]: isOptional ? toNumber(event.target.value) : (toNumber(event.target.value) ?? 0) })}
        sx={{ width: 90 }}
      />
    );
    return (
      <TableRow key={isNew ? `new-${added.indexOf(rule)}` : keyOf(rule)}>
        <TableCell>
          {isNew ? (
            <>
              <TextField
                size="small"
                label={t('adCopy.rules.networkCode')}
                value={rule.networkCode}
                onChange={(event) => update({ ...rule, networkCode: event.target.value })}
                sx={{ width: 120, mb: 1 }}
              />
              <TextField
                size="small"
                label={t('adCopy.rules.network')}
                value={rule.networkName}
                onChange={(event) => update({ ...rule, networkName: event.target.value })}
                sx={{ width: 120 }}
              />
            </>
          ) : (
            rule.networkName
          )}
        </TableCell>
        <TableCell>
          {isNew ? (
            <TextField
              select
              size="small"
              value={rule.field}
              onChange={(event) => update({ ...rule, field: event.target.value })}
              aria-label={t('adCopy.rules.field')}
            >
              {AD_COPY_TEXT_FIELDS.map((field) => (
                <MenuItem key={field} value={field}>
                  {t(`adCopy.rules.fields.${field}`)}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            t(`adCopy.rules.fields.${rule.field}` as 'adCopy.rules.fields.headline', rule.field)
          )}
        </TableCell>
        <TableCell>
          <TextField
            size="small"
            aria-label={`${rule.networkName} ${rule.field} ${t('adCopy.rules.label')}`}
            value={rule.label}
            onChange={(event) => update({ ...rule, label: event.target.value })}
            sx={{ width: 130 }}
          />
        </TableCell>
        <TableCell>{number('minLength', t('adCopy.rules.min'), false)}</TableCell>
        <TableCell>{number('maxLength', t('adCopy.rules.max'), false)}</TableCell>
        <TableCell>{number('shownLength', t('adCopy.rules.shown'), true)}</TableCell>
        <TableCell>{number('cjkMaxLength', t('adCopy.rules.cjk'), true)}</TableCell>
        <TableCell padding="checkbox">
          <Checkbox
            checked={rule.allowEmoji}
            onChange={(event) => update({ ...rule, allowEmoji: event.target.checked })}
            slotProps={{ input: { 'aria-label': `${rule.networkName} ${rule.field} ${t('adCopy.rules.emoji')}` } }}
          />
        </TableCell>
        <TableCell padding="checkbox">
          <Checkbox
            checked={rule.allowHalfWidthKana}
            onChange={(event) => update({ ...rule, allowHalfWidthKana: event.target.checked })}
            slotProps={{ input: { 'aria-label': `${rule.networkName} ${rule.field} ${t('adCopy.rules.halfWidthKana')}` } }}
          />
        </TableCell>
        <TableCell>
          <TextField
            size="small"
            aria-label={`${rule.networkName} ${rule.field} ${t('adCopy.rules.refused')}`}
            placeholder={t('adCopy.rules.refusedHelp')}
            value={rule.refusedCharacters}
            onChange={(event) => update({ ...rule, refusedCharacters: event.target.value })}
            slotProps={{ htmlInput: { maxLength: 32 } }}
            sx={{ width: 110 }}
          />
        </TableCell>
        <TableCell>
          <Button size="small" onClick={() => void saveRule(rule, onSaved)} disabled={loading}>
            {t('adCopy.rules.save')}
          </Button>
        </TableCell>
      </TableRow>
    );
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="lg" fullWidth>
      <DialogTitle id={titleId}>{t('adCopy.rules.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('adCopy.rules.help')}</DialogContentText>
        {error ? <Alert severity="error">{findServerMessage(error, t('errors.network'))}</Alert> : null}
        {message ? (
          <Alert
            severity={message.severity}
            role={message.severity === 'error' ? 'alert' : 'status'}
            sx={{ mb: 2 }}
            onClose={() => setMessage(null)}
          >
            {message.text}
          </Alert>
        ) : null}
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('adCopy.rules.network')}</TableCell>
              <TableCell>{t('adCopy.rules.field')}</TableCell>
              <TableCell>{t('adCopy.rules.label')}</TableCell>
              <TableCell>{t('adCopy.rules.min')}</TableCell>
              <TableCell>{t('adCopy.rules.max')}</TableCell>
              <TableCell>{t('adCopy.rules.shown')}</TableCell>
              <TableCell>{t('adCopy.rules.cjk')}</TableCell>
              <TableCell>{t('adCopy.rules.emoji')}</TableCell>
              <TableCell>{t('adCopy.rules.halfWidthKana')}</TableCell>
              <TableCell>{t('adCopy.rules.refused')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rules.map((rule) => row(rule, false, (next) => setDrafts((current) => ({ ...current, [keyOf(rule)]: next }))))}
            {added.map((rule, index) =>
              row(
                rule,
                true,
                (next) => setAdded((current) => current.map((entry, position) => (position === index ? next : entry))),
                () => setAdded((current) => current.filter((_entry, position) => position !== index)),
              ),
            )}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<Add />} onClick={() => setAdded((current) => [...current, { ...EMPTY_RULE }])}>
          {t('adCopy.rules.add')}
        </Button>
        <Button onClick={onClose}>{t('adCopy.rules.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
