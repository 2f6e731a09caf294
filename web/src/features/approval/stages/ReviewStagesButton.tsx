import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewStagesDialog } from './ReviewStagesDialog';

interface ReviewStagesButtonProps {
  clientCode: string;
  concept: { code: string; name: string; status: string };
  onChanged: () => Promise<unknown> | void;
  onNotice: (message: string, severity?: 'success' | 'info' | 'error') => void;
}

/** The concept editor's entry to its review stages (progress, decisions, and the editor for those who may configure). */
export function ReviewStagesButton({ clientCode, concept, onChanged, onNotice }: ReviewStagesButtonProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button startIcon={<FactCheckOutlined />} onClick={() => setIsOpen(true)}>
        {t('reviewStages.button')}
      </Button>
      {isOpen ? (
        <ReviewStagesDialog
          clientCode={clientCode}
          concept={concept}
          onClose={() => setIsOpen(false)}
          onChanged={onChanged}
          onNotice={onNotice}
        />
      ) : null}
    </>
  );
}
