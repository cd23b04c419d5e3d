/** The ways to pay's code (a chunk of its own), fetched once: PayPage starts it with the invoice. */
export const loadHowToPay = () => import('./HowToPay');
