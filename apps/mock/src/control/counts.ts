/** How webhook deliveries ended so far, and whether none is still queued or in flight. */
export interface DeliveryCounts {
  settled: boolean;
  delivered: number;
  failed: number;
  dropped: number;
  cancelled: number;
  skipped: number;
}
