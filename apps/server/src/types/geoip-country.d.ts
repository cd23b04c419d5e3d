/** The part of geoip-country's API the server uses (the package ships no types). */
declare module 'geoip-country' {
  interface Lookup {
    country: string;
  }
  const geoip: { lookup(ip: string): Lookup | null };
  export default geoip;
}
