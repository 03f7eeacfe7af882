import { useEffect } from 'react';
import { useLoaderData } from 'react-router';
import { usePopupStore } from '../../app/popup-store';
import { HomePage } from '../home/home-page';
import type { LoginRouteData } from './login-return';

/**
 * The LoginPage route: home underneath with the login pop-up on top. The route exists so the guard can send
 * a visitor here with the query string of the page they asked for.
 */
export function LoginPage() {
  const { returnTo } = useLoaderData<LoginRouteData>();
  const open = usePopupStore((s) => s.open);
  const close = usePopupStore((s) => s.close);
  useEffect(() => {
    open('login', { returnTo });
    return () => close('login');
  }, [open, close, returnTo]);
  return <HomePage />;
}
