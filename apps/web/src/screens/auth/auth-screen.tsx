import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@kubm/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@kubm/ui/tabs';
import { lazy, Suspense } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PageSpinner } from '../../components/page-spinner';
import { type AuthTab, authTabFromSearch, authTabHref } from '../../lib/auth-tab';
import { LoginForm } from './login-form';
import { WelcomePanel } from './welcome-panel';

// A chunk of its own (Radix Select): most visitors of /auth sign in. Pointing at its tab starts the fetch.
const loadRegisterForm = () => import('./register-form');
const RegisterForm = lazy(() => loadRegisterForm().then((module) => ({ default: module.RegisterForm })));

export function AuthScreen() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const tab = authTabFromSearch(search);

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 md:grid-cols-2 md:items-start">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-2xl">Akaun Portal KUBM</h1>
          </CardTitle>
          <CardDescription>Log masuk atau daftar untuk menggunakan portal.</CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs
            value={tab}
            onValueChange={(value) => navigate(authTabHref(value as AuthTab), { replace: true })}
          >
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="login">Log Masuk</TabsTrigger>
              <TabsTrigger
                value="register"
                onPointerEnter={() => void loadRegisterForm()}
                onFocus={() => void loadRegisterForm()}
              >
                Daftar
              </TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <LoginForm />
            </TabsContent>
            <TabsContent value="register">
              <Suspense fallback={<PageSpinner late />}>
                <RegisterForm />
              </Suspense>
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
      <WelcomePanel />
    </div>
  );
}
