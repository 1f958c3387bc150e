import { z } from 'zod';
import { MAX_VALUE, METRICS, type MetricName } from './metrics';
import { PAGE_TYPES } from './page-type';

/** The connection types `navigator.connection.effectiveType` reports. */
export const CONNECTIONS = ['slow-2g', '2g', '3g', '4g'] as const;

const metricValue = (metric: MetricName) => z.number().finite().min(0).max(MAX_VALUE[metric]);

/**
 * One page view's field measurements, as the browser sends them to the visit beacon when the
 * page is hidden: its page type, its connection when the browser tells it, and the metrics
 * measured (at least one). Nothing identifies the visitor or the page beyond its type.
 */
export const vitalsBeaconSchema = z.strictObject({
  vitals: z.strictObject({
    page: z.enum(PAGE_TYPES),
    connection: z.enum(CONNECTIONS).optional(),
    metrics: z
      .strictObject(Object.fromEntries(METRICS.map((m) => [m, metricValue(m).optional()])) as Record<MetricName, z.ZodOptional<z.ZodNumber>>)
      .refine((m) => METRICS.some((name) => m[name] !== undefined), 'Falta al menos una métrica'),
  }),
});
export type VitalsBeacon = z.infer<typeof vitalsBeaconSchema>['vitals'];
