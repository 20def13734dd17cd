import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '@site/state';

/** /logout: forgets the stored login and goes to the login page. */
export function LogoutRoute() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    logout();
    navigate('/login', { replace: true });
  }, [logout, navigate]);
  return null;
}
