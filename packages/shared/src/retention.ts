/**
 * How long records outlive a closed account. Signed contracts and invoices are business records:
 * the Canada Revenue Agency asks that they be kept six years after the end of the tax year they
 * relate to, which a record from the first days of a year reaches only after nearly seven. Seven
 * years from the record's date therefore covers every one of them.
 */
export const recordRetentionYears = 7;
