import { Outlet } from 'react-router';
import { VersionNotice } from './VersionNotice';

export function RootLayout() {
  return (
    <>
      <VersionNotice />
      <Outlet />
    </>
  );
}
