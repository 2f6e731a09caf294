import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SharedDescription } from './SharedDescription';
import { SharedLifeCycle } from './SharedLifeCycle';
import { SharedMediaGallery } from './SharedMediaGallery';
import type { SharedConcept } from './use-shared-concept';

function ReadOnlyField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="div" role="group" aria-label={label}>
      <Typography variant="overline" color="text.secondary" component="div" sx={{ lineHeight: 1.6 }}>
        {label}
      </Typography>
      <Typography variant="body1" component="div">
        {children}
      </Typography>
    </Box>
  );
}

/** The read-only shared concept (spec 2 §2.10): fields, lifecycle, gallery and the download link. */
export function SharedConceptView({ data }: { data: SharedConcept }) {
  const { t } = useTranslation();
  const concept = data.applicationCreativeConcept;
  const label = (namespace: string, value: string) => t(`conceptEditor.${namespace}.${value}` as never, { defaultValue: value });
  const lead = concept.creativeLead ? `${concept.creativeLead.firstName} ${concept.creativeLead.lastName}`.trim() : t('sharing.view.none');

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <Typography variant="h4" component="h1" sx={{ wordBreak: 'break-word' }}>
          {concept.name}
        </Typography>
        {concept.downloadUrl ? (
          <Button
            variant="contained"
            startIcon={<DownloadOutlined />}
            href={`${concept.downloadUrl}&assetType=production`}
            download
            sx={{ flex: 'none' }}
          >
            {t('sharing.view.download')}
          </Button>
        ) : null}
      </Stack>
      <SharedLifeCycle lifeCycle={concept.lifeCycle} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
        <ReadOnlyField label={t('sharing.view.status')}>{label('status', concept.status)}</ReadOnlyField>
        <ReadOnlyField label={t('sharing.view.use')}>{label('intendedUse', concept.type)}</ReadOnlyField>
        <ReadOnlyField label={t('sharing.view.purpose')}>{label('purpose', concept.subtype)}</ReadOnlyField>
        <ReadOnlyField label={t('sharing.view.creativeLead')}>{lead}</ReadOnlyField>
      </Box>
      <ReadOnlyField label={t('sharing.view.description')}>
        {concept.description ? (
          <SharedDescription html={concept.description} label={t('sharing.view.description')} />
        ) : (
          <Typography color="text.secondary">{t('sharing.view.none')}</Typography>
        )}
      </ReadOnlyField>
      <Divider />
      <Box component="section" aria-labelledby="shared-gallery-heading">
        <Typography id="shared-gallery-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('sharing.view.gallery')}
        </Typography>
        <SharedMediaGallery assets={data.applicationCreativeConceptAssets} />
      </Box>
    </Stack>
  );
}
