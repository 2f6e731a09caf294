import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { GridColumnsButton } from '../../../components/grid/PagedGrid';
import { MODEL_TYPES } from '../shared/concept-rules';
import { translateConceptValue } from './concept-labels';

interface ConceptsGridToolbarProps {
  modelTypes: readonly string[];
  onModelTypesChange: (modelTypes: string[]) => void;
  totalCount: number | null;
}

/** Above the grid (spec 1 §2): the model type toggles (several at once) and the column chooser beside them. */
export function ConceptsGridToolbar({ modelTypes, onModelTypesChange, totalCount }: ConceptsGridToolbarProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flex: 1, flexWrap: 'wrap', py: 0.5 }}>
      <ToggleButtonGroup
        size="small"
        value={modelTypes}
        onChange={(_event, value: string[]) => onModelTypesChange(value)}
        aria-label={t('conceptsList.modelTypeFilter')}
      >
        {MODEL_TYPES.map((modelType) => (
          <ToggleButton key={modelType} value={modelType} sx={{ px: 1.5, py: 0.25, textTransform: 'none' }}>
            {translateConceptValue(t, 'modelType', modelType)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <GridColumnsButton label={t('conceptsList.grid.columnsButton')} />
      <Box sx={{ flex: 1 }} />
      {totalCount !== null ? (
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {t('conceptsList.grid.total', { count: totalCount })}
        </Typography>
      ) : null}
    </Box>
  );
}
