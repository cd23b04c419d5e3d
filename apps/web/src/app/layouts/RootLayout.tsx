import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';

/** Doc 1 §2: the router scrolls to the top on each navigation. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}
