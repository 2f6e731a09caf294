import Box from '@mui/material/Box';
import { deliveryColor } from './concept-rules';

/** A small bar coloured by the days left to the target date (spec 1 §4). */
export function DeliveryIndicator({
  concept,
}: {
  concept: { deliveryDate?: string | null; targetDeliveryDate?: string | null; status: string };
}) {
  const color = deliveryColor(concept);
  if (!color) return null;
  return (
    <Box
      component="span"
      aria-hidden
      sx={{ display: 'inline-block', width: 4, height: 18, borderRadius: 1, bgcolor: color, mr: 1, verticalAlign: 'middle' }}
    />
  );
}
