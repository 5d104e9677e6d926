/** How a place (a town, or a postal code of one) reads: `Boulder, CO`; a postal code after its town, `Boulder, CO 80302`. */
export const placeLabel = (place: { name: string; region: string; postalCode: string | null }) =>
  `${place.name}, ${place.region}${place.postalCode ? ` ${place.postalCode}` : ''}`;
