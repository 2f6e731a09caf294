import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ReportCategory } from './report-selection';

interface ReportCategoryListProps {
  categories: readonly ReportCategory[];
  selectedCode: string | null;
  onSelect: (reportCode: string) => void;
}

/** The report categories, each with its reports; the chosen report is marked. */
export function ReportCategoryList({ categories, selectedCode, onSelect }: ReportCategoryListProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('reportsPage.categoriesLabel')}>
      {categories.map((category) => (
        <List
          key={category.code}
          // A div: the subheader (h2) and the buttons are not list items (axe "list").
          component="div"
          dense
          aria-labelledby={`report-category-${category.code}`}
          subheader={
            <ListSubheader id={`report-category-${category.code}`} component="h2" sx={{ bgcolor: 'transparent', lineHeight: '36px' }}>
              {category.name}
            </ListSubheader>
          }
        >
          {category.gdsReports.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 0.5 }}>
              {t('reportsPage.emptyCategory')}
            </Typography>
          ) : null}
          {category.gdsReports.map((report) => (
            <ListItemButton
              key={report.code}
              selected={report.code === selectedCode}
              aria-current={report.code === selectedCode ? 'page' : undefined}
              onClick={() => onSelect(report.code)}
              sx={{ borderRadius: 1, mx: 1 }}
            >
              <ListItemIcon sx={{ minWidth: 34 }}>
                <AssessmentOutlined fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={report.name} />
            </ListItemButton>
          ))}
        </List>
      ))}
    </nav>
  );
}
