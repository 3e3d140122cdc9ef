// The notification list's paging, shared by the route's loader and the page (one query key). Apart from the page, so
// that the loader, which is in every page's first load, does not bring the page's code with it.
export const notificationListOptions = {
  getNextPageParam: (page: { nextCursor?: string }) => page.nextCursor,
  initialCursor: null,
} as const;
