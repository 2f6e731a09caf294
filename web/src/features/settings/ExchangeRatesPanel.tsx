import { CURRENCY_CODES, EXCHANGE_RATES_MANAGE, isAllowed } from '@atelier/domain';
import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LoadingView } from '../../components/LoadingView';
import { findServerMessage } from '../../lib/graphql/errors';
import { usePermissions } from '../../session';
import { createExchangeRateSchema, findCurrenciesWithoutRates, type ExchangeRateValues } from './exchange-rate-form';
import { DeleteExchangeRateMutation, evictConvertedFigures, ExchangeRatesQuery, SetExchangeRateMutation } from './exchange-rates-queries';
import { ImportExchangeRatesDialog } from './ImportExchangeRatesDialog';

const PAGE_SIZE = 50;

interface Target {
  clientCode: string;
  applicationCode: string;
}

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/**
 * The client's dated exchange rates into the application's reporting currency: the list (newest
 * day first, one currency or all), a rate entered by hand, a CSV import, a delete. Changing them
 * needs the settings editors' permission; everyone else reads them.
 */
export function ExchangeRatesPanel({ target }: { target: Target }) {
  const { t } = useTranslation();
  const { permissions } = usePermissions();
  const canManage = isAllowed(EXCHANGE_RATES_MANAGE, permissions);
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(0);
  const [notice, setNotice] = useState<{ text: string; severity: 'success' | 'error' } | null>(null);
  const [isImportOpen, setIsImportOpen] = useState(false);
  const { data, error, loading } = useQuery(ExchangeRatesQuery, {
    variables: { ...target, currency: filter || null, limit: PAGE_SIZE, offset: page * PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [deleteRate] = useMutation(DeleteExchangeRateMutation, { update: evictConvertedFigures });
  const rates = data?.exchangeRates;

  if (error && !rates) return <Alert severity="error">{t('settings.rates.loadFailed')}</Alert>;
  if (!rates) return loading ? <LoadingView /> : null;
  const reportingCurrency = rates.reportingCurrency;
  const withoutRates = findCurrenciesWithoutRates(rates);

  const remove = async (day: string, currency: string) => {
    setNotice(null);
    try {
      await deleteRate({ variables: { ...target, day, currency } });
      setNotice({ text: t('settings.rates.deleted'), severity: 'success' });
    } catch (caught) {
      setNotice({ text: findServerMessage(caught, t('errors.network')), severity: 'error' });
    }
  };

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('settings.rates.intro', { currency: reportingCurrency })}
      </Typography>
      {withoutRates.length > 0 ? (
        <Alert severity="info">{t('settings.rates.needed', { currencies: withoutRates.join(', '), currency: reportingCurrency })}</Alert>
      ) : null}
      {notice ? (
        <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      ) : null}
      {canManage ? (
        <AddRateForm
          target={target}
          reportingCurrency={reportingCurrency}
          suggestedCurrency={withoutRates[0] ?? rates.accountCurrencies.find((currency) => currency !== reportingCurrency) ?? ''}
          onSaved={() => setNotice({ text: t('settings.rates.saved'), severity: 'success' })}
          onImport={() => setIsImportOpen(true)}
        />
      ) : (
        <Typography variant="caption" color="text.secondary">
          {t('settings.rates.readOnly')}
        </Typography>
      )}
      <TextField
        select
        size="small"
        label={t('settings.rates.filter')}
        value={filter}
        onChange={(event) => {
          setFilter(event.target.value);
          setPage(0);
        }}
        sx={{ maxWidth: 220 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('settings.rates.allCurrencies')}</MenuItem>
        {rates.currencies.map((currency) => (
          <MenuItem key={currency} value={currency}>
            {currency}
          </MenuItem>
        ))}
      </TextField>
      {rates.items.length === 0 ? (
        <Typography color="text.secondary">{t('settings.rates.empty', { currency: reportingCurrency })}</Typography>
      ) : (
        <Box>
          <TableContainer>
            <Table size="small" aria-label={t('settings.rates.table')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('settings.rates.day')}</TableCell>
                  <TableCell>{t('settings.rates.currency')}</TableCell>
                  <TableCell align="right">{t('settings.rates.rate', { currency: reportingCurrency })}</TableCell>
                  <TableCell>{t('settings.rates.source')}</TableCell>
                  {canManage ? <TableCell padding="checkbox" /> : null}
                </TableRow>
              </TableHead>
              <TableBody>
                {rates.items.map((rate) => (
                  <TableRow key={`${rate.day}:${rate.currency}`} hover>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{rate.day}</TableCell>
                    <TableCell>{rate.currency}</TableCell>
                    <TableCell align="right">{new Intl.NumberFormat('en', { maximumFractionDigits: 12 }).format(rate.rate)}</TableCell>
                    <TableCell>{t(`settings.rates.sources.${rate.source === 'import' ? 'import' : 'manual'}`)}</TableCell>
                    {canManage ? (
                      <TableCell padding="checkbox">
                        <IconButton
                          size="small"
                          aria-label={t('settings.rates.delete', { currency: rate.currency, day: rate.day })}
                          onClick={() => void remove(rate.day, rate.currency)}
                        >
                          <DeleteOutlined fontSize="small" />
                        </IconButton>
                      </TableCell>
                    ) : null}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {rates.totalItemCount > PAGE_SIZE ? (
            <TablePagination
              component="div"
              count={rates.totalItemCount}
              page={page}
              rowsPerPage={PAGE_SIZE}
              rowsPerPageOptions={[PAGE_SIZE]}
              onPageChange={(_event, next) => setPage(next)}
            />
          ) : null}
        </Box>
      )}
      {isImportOpen ? (
        <ImportExchangeRatesDialog
          target={target}
          reportingCurrency={reportingCurrency}
          currencies={[...new Set([...rates.accountCurrencies, ...rates.currencies])]}
          onClose={() => setIsImportOpen(false)}
          onImported={(message) => {
            setIsImportOpen(false);
            setNotice({ text: message, severity: 'success' });
          }}
        />
      ) : null}
    </Stack>
  );
}

function AddRateForm({
  target,
  reportingCurrency,
  suggestedCurrency,
  onSaved,
  onImport,
}: {
  target: Target;
  reportingCurrency: string;
  suggestedCurrency: string;
  onSaved: () => void;
  onImport: () => void;
}) {
  const { t } = useTranslation();
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = useMemo(() => createExchangeRateSchema(t, reportingCurrency), [t, reportingCurrency]);
  const currencyOptions = useMemo(() => CURRENCY_CODES.filter((code) => code !== reportingCurrency), [reportingCurrency]);
  const [saveRate] = useMutation(SetExchangeRateMutation, { update: evictConvertedFigures });
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ExchangeRateValues>({
    resolver: zodResolver(schema),
    defaultValues: { day: yesterday(), currency: suggestedCurrency, rate: '' },
  });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await saveRate({ variables: { ...target, day: values.day, currency: values.currency, rate: Number(values.rate) } });
      reset({ ...values, rate: '' });
      onSaved();
    } catch (caught) {
      setServerError(findServerMessage(caught, t('errors.network')));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(event: FormEvent) => void submit(event)} aria-label={t('settings.rates.add')}>
      {serverError ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {serverError}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ alignItems: { sm: 'flex-start' }, flexWrap: 'wrap' }}>
        <TextField
          size="small"
          type="date"
          label={t('settings.rates.day')}
          {...register('day')}
          error={Boolean(errors.day)}
          helperText={errors.day?.message}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: { sm: 170 } }}
        />
        <Controller
          control={control}
          name="currency"
          render={({ field }) => (
            <Autocomplete
              size="small"
              options={currencyOptions}
              value={field.value || null}
              onChange={(_event, next) => field.onChange(next ?? '')}
              onBlur={field.onBlur}
              autoHighlight
              sx={{ width: { sm: 150 } }}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('settings.rates.currency')}
                  error={Boolean(errors.currency)}
                  helperText={errors.currency?.message}
                />
              )}
            />
          )}
        />
        <TextField
          size="small"
          label={t('settings.rates.rate', { currency: reportingCurrency })}
          {...register('rate')}
          error={Boolean(errors.rate)}
          helperText={errors.rate?.message}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          sx={{ width: { sm: 170 } }}
        />
        <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ mt: { sm: 0.25 } }}>
          {t('settings.rates.save')}
        </Button>
        <Button variant="outlined" startIcon={<FileUploadOutlined />} onClick={onImport} sx={{ mt: { sm: 0.25 } }}>
          {t('settings.rates.import')}
        </Button>
      </Stack>
    </Box>
  );
}
