// The company logo strip: a pure CSS keyframe animation (no JS per frame). Three speeds, a pause
// button, paused on hover and keyboard focus, still for users who prefer reduced motion.
import { Box, chakra, Flex, HStack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { PauseIcon, PlayIcon } from '../../ui/icons.tsx';
import { focusRing } from '../../ui/focus-ring.ts';

export const COMPANIES = [
  { name: 'google', image: '/logos/google.svg' },
  { name: 'amazon', image: '/logos/amazon.svg' },
  { name: 'atlassian', image: '/logos/atlassian.svg' },
  { name: 'ibm', image: '/logos/ibm.svg' },
  { name: 'meta', image: '/logos/meta.svg' },
  { name: 'microsoft', image: '/logos/microsoft.svg' },
  { name: 'Netflix', image: '/logos/netflix.svg' },
] as const;

export const STRIP_SPEEDS = [
  { value: 'slow', label: 'Slow', seconds: 80 },
  { value: 'normal', label: 'Normal', seconds: 40 },
  { value: 'fast', label: 'Fast', seconds: 20 },
] as const;
export type StripSpeed = (typeof STRIP_SPEEDS)[number]['value'];

function LogoList({ hidden }: { hidden?: boolean }) {
  return (
    <Flex
      as="ul"
      listStyleType="none"
      gap={{ base: '4', md: '6' }}
      pr={{ base: '4', md: '6' }}
      flexShrink={0}
      aria-hidden={hidden || undefined}
      className={hidden ? 'copy' : undefined}
    >
      {COMPANIES.map((c) => (
        <Box
          as="li"
          key={c.name}
          flexShrink={0}
          bg="white"
          borderWidth="1px"
          borderColor={{ base: 'gray.200', _dark: 'gray.700' }}
          rounded="xl"
          px="6"
          h="16"
          display="flex"
          alignItems="center"
          shadow="xs"
        >
          <chakra.img
            src={c.image}
            alt={hidden ? '' : c.name}
            h="7"
            w="auto"
            maxW="32"
            loading="lazy"
            decoding="async"
            draggable={false}
          />
        </Box>
      ))}
    </Flex>
  );
}

export function LogoStrip() {
  const [speed, setSpeed] = useState<StripSpeed>('normal');
  const [paused, setPaused] = useState(false);
  const name = useId();
  const seconds = STRIP_SPEEDS.find((s) => s.value === speed)?.seconds ?? 40;

  return (
    <Box as="section" aria-labelledby={`${name}-title`} py={{ base: '12', md: '16' }}>
      <Flex
        maxW="6xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        mb="6"
        gap="4"
        align="center"
        justify="space-between"
        wrap="wrap"
      >
        <Text
          as="h2"
          id={`${name}-title`}
          fontSize="sm"
          fontWeight="semibold"
          letterSpacing="wider"
          textTransform="uppercase"
          color="fg.muted"
        >
          People from these companies hire with Hireloop
        </Text>
        <HStack gap="2">
          <chakra.fieldset
            display="inline-flex"
            alignItems="center"
            gap="0.5"
            p="1"
            rounded="full"
            bg="bg.muted"
            borderWidth="1px"
          >
            <chakra.legend srOnly>Logo scroll speed</chakra.legend>
            {STRIP_SPEEDS.map((s) => (
              <Box
                as="label"
                key={s.value}
                px="2.5"
                py="0.5"
                rounded="full"
                fontSize="xs"
                fontWeight="medium"
                cursor="pointer"
                color={speed === s.value ? 'fg' : 'fg.muted'}
                bg={speed === s.value ? 'bg' : 'transparent'}
                shadow={speed === s.value ? 'xs' : undefined}
                _focusWithin={focusRing}
              >
                <chakra.input
                  type="radio"
                  name={name}
                  value={s.value}
                  checked={speed === s.value}
                  onChange={() => setSpeed(s.value)}
                  srOnly
                />
                {s.label}
                <chakra.span srOnly>{` (${s.seconds} seconds)`}</chakra.span>
              </Box>
            ))}
          </chakra.fieldset>
          <chakra.button
            type="button"
            onClick={() => setPaused((p) => !p)}
            aria-pressed={paused}
            aria-label="Pause logo animation"
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            boxSize="8"
            rounded="full"
            borderWidth="1px"
            bg="bg.muted"
            color="fg"
            _hover={{ bg: 'bg.emphasized' }}
            _focusVisible={focusRing}
          >
            {paused ? <PlayIcon size={14} /> : <PauseIcon size={14} />}
          </chakra.button>
        </HStack>
      </Flex>
      <Box
        overflow="hidden"
        py="2"
        data-speed={speed}
        css={{
          maskImage: 'linear-gradient(to right, transparent, black 8%, black 92%, transparent)',
          '&:hover .track, &:focus-within .track': { animationPlayState: 'paused' },
          '@media (prefers-reduced-motion: reduce)': {
            '& .track': { animation: 'none', flexWrap: 'wrap', justifyContent: 'center', width: 'auto' },
            '& .copy': { display: 'none' },
          },
        }}
      >
        <Flex
          className="track"
          data-testid="logo-track"
          w="max-content"
          style={{ animationDuration: `${seconds}s`, animationPlayState: paused ? 'paused' : undefined }}
          animationName="marquee"
          animationTimingFunction="linear"
          animationIterationCount="infinite"
        >
          <LogoList />
          <LogoList hidden />
        </Flex>
      </Box>
    </Box>
  );
}
