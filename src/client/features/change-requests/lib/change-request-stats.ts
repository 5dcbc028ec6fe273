/** Real counts for the stat cards (Request Tracking and the Admin Panel). */
export interface StatusCounts {
  total: number;
  pending: number;
  inProgress: number;
  completed: number;
  cancelled: number;
}

export function countByStatus(requests: ReadonlyArray<{ status: string }>): StatusCounts {
  const counts: StatusCounts = { total: requests.length, pending: 0, inProgress: 0, completed: 0, cancelled: 0 };
  for (const { status } of requests) {
    if (status === 'pending') counts.pending++;
    else if (status === 'in_progress') counts.inProgress++;
    else if (status === 'completed') counts.completed++;
    else if (status === 'cancelled') counts.cancelled++;
  }
  return counts;
}
