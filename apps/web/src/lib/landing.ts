/** The static landing content and splash of index.html (spec §2.2). */
export const LANDING_ELEMENT_IDS = ['home-landpage', 'home-splash'] as const;

/** Called once React has drawn a real screen, so there is never a blank moment between the two. */
export function removeLandingElements(doc: Document = document): void {
  for (const id of LANDING_ELEMENT_IDS) doc.getElementById(id)?.remove();
}
