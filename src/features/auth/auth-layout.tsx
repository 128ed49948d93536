import { Box, Button, Center, Link as ChakraLink, Heading, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { InputField } from '../../ui/form-field.tsx';

type AuthLayoutProps = {
  title: string;
  subtitle: string;
  /** The line under the form that leads to the other auth screen. */
  switchTo: { to: '/sign-in' | '/sign-up'; label: string };
  children: ReactNode;
};

/**
 * The card both auth screens share (about 30% wide on large screens), centred across and held at
 * the top: centred in the height too, it moved up while the page was still arriving, as the
 * browser paints a part-parsed page (a layout shift on every slow load).
 */
export function AuthLayout({ title, subtitle, switchTo, children }: AuthLayoutProps) {
  return (
    // Center, with the card held at the top: Center is already in every page's first load.
    <Center
      minH="calc(100dvh - 64px)"
      alignItems="flex-start"
      px="4"
      py={{ base: '8', md: '16' }}
      bgGradient="to-b"
      gradientFrom={{ base: 'blue.50', _dark: 'gray.950' }}
      gradientTo={{ base: 'bg', _dark: 'bg' }}
    >
      <Box
        w={{ base: 'full', md: '60%', lg: '40%', xl: '30%' }}
        minW={{ md: '400px' }}
        maxW="460px"
        bg="bg.panel"
        borderWidth="1px"
        rounded="2xl"
        shadow="lg"
        p={{ base: '6', md: '8' }}
      >
        <Heading as="h1" fontSize="2xl" fontWeight="bold" letterSpacing="tight">
          {title}
        </Heading>
        <Text color="fg.muted" mt="1" mb="6">
          {subtitle}
        </Text>
        {children}
        <Text mt="6" textAlign="center" fontSize="sm">
          <ChakraLink asChild color="blue.fg" fontWeight="medium">
            <Link to={switchTo.to}>{switchTo.label}</Link>
          </ChakraLink>
        </Text>
      </Box>
    </Center>
  );
}

/** A divider with a word in the middle ('or'). */
export function OrDivider() {
  return (
    <Box display="flex" alignItems="center" gap="3" my="5" color="fg.muted" fontSize="sm">
      <Box flex="1" h="1px" bg="border" />
      <span>or</span>
      <Box flex="1" h="1px" bg="border" />
    </Box>
  );
}

/** The auth forms' email field: every field there is required, without the red *. */
export function EmailField() {
  return (
    <InputField
      size="lg"
      requiredMark={false}
      label="Email"
      name="useremail"
      type="email"
      autoComplete="email"
      required
    />
  );
}

type PasswordFieldProps = {
  autoComplete: 'current-password' | 'new-password';
  minLength?: number;
  hint?: string;
};

export function PasswordField(props: PasswordFieldProps) {
  return (
    <InputField
      size="lg"
      requiredMark={false}
      label="Password"
      name="userpassword"
      type="password"
      required
      {...props}
    />
  );
}

/** The form's one button: busy while its request runs. */
export function SubmitButton({
  busy,
  loadingText,
  children,
}: {
  busy: boolean;
  loadingText: string;
  children: string;
}) {
  return (
    <Button type="submit" colorPalette="blue" size="lg" w="full" loading={busy} loadingText={loadingText}>
      {children}
    </Button>
  );
}
