import { useEffect } from 'react';
import { usePopupStore } from '../../app/popup-store';
import { HomePage } from '../home/home-page';

/**
 * The LoginPage route: home underneath with the login pop-up on top. The route exists so the guard can send
 * a visitor here with the query string of the page they asked for.
 */
export function LoginPage() {
  const open = usePopupStore((s) => s.open);
  const close = usePopupStore((s) => s.close);
  useEffect(() => {
    open('login', {});
    return () => close('login');
  }, [open, close]);
  return <HomePage />;
}
