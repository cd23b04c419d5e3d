/** Doc 3 §2: where Done and Back return to, written as the spec writes it. */
export const subscriptionPath = '/Subscription/';
