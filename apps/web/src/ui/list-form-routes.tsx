import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';

/**
 * The routes below a back-office area (products, expenses, tasks, events, users): its list at the area's own path,
 * one form for /new and /edit/{id} (the form reads `id` to know its mode), and any other path back to the list.
 * One table for every area, so the paths the list links to and the param the form reads cannot drift apart.
 */
export function ListFormRoutes({
  list,
  form,
  listPath,
}: {
  list: ReactNode;
  form: ReactNode;
  listPath: string;
}) {
  return (
    <Routes>
      <Route index element={list} />
      <Route path="new" element={form} />
      <Route path="edit/:id" element={form} />
      <Route path="*" element={<Navigate to={listPath} replace />} />
    </Routes>
  );
}
