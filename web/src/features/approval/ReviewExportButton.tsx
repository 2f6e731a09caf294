import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { findServerMessage } from '../../lib/graphql/errors';

export const ExportConceptReviewMutation = graphql(`
  mutation ExportConceptReview($clientCode: String!, $conceptCode: String!, $conceptAssetCode: String, $format: ReviewExportFormat!) {
    exportCreativeConceptReview(clientCode: $clientCode, conceptCode: $conceptCode, conceptAssetCode: $conceptAssetCode, format: $format) {
      url
      fileName
    }
  }
`);

type Choice = { scope: 'asset' | 'concept'; format: 'PDF' | 'CSV'; label: 'assetPdf' | 'assetCsv' | 'conceptPdf' | 'conceptCsv' };

const CHOICES: Choice[] = [
  { scope: 'asset', format: 'PDF', label: 'assetPdf' },
  { scope: 'asset', format: 'CSV', label: 'assetCsv' },
  { scope: 'concept', format: 'PDF', label: 'conceptPdf' },
  { scope: 'concept', format: 'CSV', label: 'conceptCsv' },
];

/**
 * The gallery's review export (issue 27 item 5): the shown asset's or the whole concept's comments
 * as PDF (stills with drawings and threads) or CSV. The server answers a short-lived signed link
 * that downloads the file as an attachment.
 */
export function ReviewExportButton(props: {
  clientCode: string;
  conceptCode: string;
  assetCode: string | null;
  onNotice: (message: string) => void;
}) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [exportReview, { loading }] = useMutation(ExportConceptReviewMutation);

  const run = async (choice: Choice) => {
    setAnchor(null);
    try {
      const result = await exportReview({
        variables: {
          clientCode: props.clientCode,
          conceptCode: props.conceptCode,
          conceptAssetCode: choice.scope === 'asset' ? props.assetCode : null,
          format: choice.format,
        },
      });
      const file = result.data?.exportCreativeConceptReview;
      if (!file) return;
      const link = document.createElement('a');
      link.href = file.url;
      link.download = file.fileName;
      link.click();
    } catch (error) {
      props.onNotice(t('approval.export.failed', { message: findServerMessage(error, t('errors.network')) }));
    }
  };

  return (
    <>
      <Tooltip title={t('approval.export.open')}>
        <span>
          <IconButton
            aria-label={t('approval.export.open')}
            aria-haspopup="menu"
            aria-controls={anchor ? menuId : undefined}
            aria-expanded={anchor ? 'true' : undefined}
            disabled={loading}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            <FileDownloadOutlined />
          </IconButton>
        </span>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <ListSubheader>{t('approval.export.open')}</ListSubheader>
        {CHOICES.filter((choice) => choice.scope === 'concept' || props.assetCode).map((choice) => (
          <MenuItem key={choice.label} onClick={() => void run(choice)}>
            {t(`approval.export.${choice.label}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
