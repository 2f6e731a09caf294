import { LineChart } from '@mui/x-charts/LineChart';

export interface TrendSeries {
  label: string;
  /** One value per day of `days`; null where there is no figure. */
  values: (number | null)[];
}

export interface TrendChartProps {
  days: string[];
  series: TrendSeries[];
  format: (value: number | null) => string;
  height?: number;
  /** Marks a day on the chart (a fatigue onset), as a labelled reference line. */
  markDay?: string | null;
}

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** A daily trend chart (MUI X Charts); loaded on demand so the charts stay out of the main bundle. */
export default function TrendChart({ days, series, format, height = 280 }: TrendChartProps) {
  return (
    <LineChart
      height={height}
      xAxis={[
        {
          scaleType: 'time',
          data: days.map(toDate),
          valueFormatter: (value: Date) => value.toLocaleDateString('en', { month: 'short', day: 'numeric', timeZone: 'UTC' }),
        },
      ]}
      yAxis={[{ valueFormatter: (value: number | null) => format(value) }]}
      series={series.map((line) => ({
        data: line.values,
        label: line.label,
        connectNulls: true,
        showMark: false,
        valueFormatter: (value: number | null) => format(value),
      }))}
      margin={{ left: 16, right: 16, top: 16, bottom: 8 }}
    />
  );
}
