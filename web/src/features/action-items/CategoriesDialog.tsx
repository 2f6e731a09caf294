import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { findServerMessage } from '../../lib/graphql/errors';
import { ActionItemCategoriesQuery, CreateCategoryMutation, ManagedCategoriesQuery, UpdateCategoryMutation } from './action-item-documents';

const MODULES = ['all', 'creative'] as const;

/** The client's action-item categories for administrators: add, change the module, deactivate. */
export function CategoriesDialog({ clientCode, open, onClose }: { clientCode: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const refetchQueries = [
    { query: ManagedCategoriesQuery, variables: { clientCode } },
    { query: ActionItemCategoriesQuery, variables: { clientCode } },
  ];
  const { data } = useQuery(ManagedCategoriesQuery, { variables: { clientCode }, skip: !open, fetchPolicy: 'network-only' });
  const [createCategory, { loading: isCreating }] = useMutation(CreateCategoryMutation, { refetchQueries });
  const [updateCategory] = useMutation(UpdateCategoryMutation, { refetchQueries });
  const [name, setName] = useState('');
  const [module, setModule] = useState<string>('creative');
  const [error, setError] = useState<string | null>(null);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(t('actionItems.categories.nameRequired'));
      return;
    }
    setError(null);
    try {
      await createCategory({ variables: { clientCode, category: { name: name.trim(), module } } });
      setName('');
    } catch (caught) {
      setError(findServerMessage(caught, t('errors.network')));
    }
  };
  const change = async (code: string, category: { module?: string; status?: string }) => {
    setError(null);
    try {
      await updateCategory({ variables: { clientCode, categoryCode: code, category } });
    } catch (caught) {
      setError(findServerMessage(caught, t('errors.network')));
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('actionItems.categories.title')}</DialogTitle>
      <DialogContent>
        {error ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}
        <Table size="small" aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              <TableCell>{t('actionItems.categories.name')}</TableCell>
              <TableCell>{t('actionItems.categories.module')}</TableCell>
              <TableCell>{t('actionItems.categories.active')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(data?.actionItemCategories ?? []).map((category) => (
              <TableRow key={category.code}>
                <TableCell>{category.name}</TableCell>
                <TableCell>
                  <TextField
                    select
                    size="small"
                    value={category.module}
                    onChange={(event) => void change(category.code, { module: event.target.value })}
                    slotProps={{ htmlInput: { 'aria-label': t('actionItems.categories.moduleOf', { name: category.name }) } }}
                  >
                    {MODULES.map((value) => (
                      <MenuItem key={value} value={value}>
                        {t(`actionItems.categories.modules.${value}` as never)}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
                <TableCell>
                  <Switch
                    checked={category.status === 'active'}
                    onChange={(event) => void change(category.code, { status: event.target.checked ? 'active' : 'inactive' })}
                    slotProps={{ input: { 'aria-label': t('actionItems.categories.activeOf', { name: category.name }) } }}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Stack component="form" direction="row" spacing={1} sx={{ mt: 2 }} onSubmit={(event: FormEvent) => void add(event)} noValidate>
          <TextField
            size="small"
            label={t('actionItems.categories.newName')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            fullWidth
          />
          <TextField
            select
            size="small"
            label={t('actionItems.categories.module')}
            value={module}
            onChange={(event) => setModule(event.target.value)}
            sx={{ minWidth: 140 }}
          >
            {MODULES.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`actionItems.categories.modules.${value}` as never)}
              </MenuItem>
            ))}
          </TextField>
          <Button type="submit" variant="outlined" disabled={isCreating}>
            {t('actionItems.categories.add')}
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
