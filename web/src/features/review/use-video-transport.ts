import { useCallback, useEffect, useRef, useState } from 'react';
import { clampFrame, frameCount, frameToTime, loopJumpTarget, timeToFrame } from './timecode';

export interface LoopRange {
  in: number;
  out: number;
}

type FrameCallbackVideo = HTMLVideoElement & {
  requestVideoFrameCallback?: (callback: (now: number, metadata: { mediaTime: number }) => void) => number;
  cancelVideoFrameCallback?: (handle: number) => void;
};

/** How far (in frames) a follower may drift from the leader before it is put back in step. */
const MAX_DRIFT_FRAMES = 1;

/**
 * One transport over one or more <video> elements: the first leads (its clock is the position),
 * the others follow it frame-locked — every action applies to all, and on each presented frame of
 * the leader a follower that drifted by more than a frame is seeked back into step.
 */
export function useVideoTransport(videos: Array<HTMLVideoElement | null>, frameRate: number) {
  const [frame, setFrame] = useState(0);
  const frameRef = useRef(frame);
  frameRef.current = frame;
  const [isPlaying, setIsPlaying] = useState(false);
  const [duration, setDuration] = useState(0);
  const [rate, setRate] = useState(1);
  const [isMuted, setIsMuted] = useState(false);
  const [loop, setLoop] = useState<LoopRange | null>(null);
  const loopRef = useRef(loop);
  loopRef.current = loop;
  const pendingSeek = useRef<number | null>(null);
  const [leader, ...followers] = videos;
  const all = videos.filter((video): video is HTMLVideoElement => video !== null);
  const allRef = useRef(all);
  allRef.current = all;

  const total = frameCount(duration, frameRate);

  const seekFrame = useCallback(
    (target: number) => {
      const videosNow = allRef.current;
      const lead = videosNow[0];
      const count = lead && Number.isFinite(lead.duration) ? frameCount(lead.duration, frameRate) : 0;
      const clamped = clampFrame(target, count);
      if (!lead || lead.readyState < 1) {
        // Not loaded yet: seek once the metadata is in.
        pendingSeek.current = clamped;
        setFrame(clamped);
        return;
      }
      const time = frameToTime(clamped, frameRate);
      for (const video of videosNow) video.currentTime = Math.min(time, Math.max(0, video.duration - 0.001) || time);
      setFrame(clamped);
    },
    [frameRate],
  );

  const play = useCallback(() => {
    for (const video of allRef.current) void video.play().catch(() => undefined);
  }, []);
  const pause = useCallback(() => {
    for (const video of allRef.current) video.pause();
    // Land on a whole frame, so the frame shown is the one reported and a comment anchors to it.
    const lead = allRef.current[0];
    if (lead) seekFrame(timeToFrame(lead.currentTime, frameRate));
  }, [frameRate, seekFrame]);
  const togglePlay = useCallback(() => {
    const lead = allRef.current[0];
    if (!lead) return;
    if (lead.paused) play();
    else pause();
  }, [pause, play]);
  const stepFrames = useCallback(
    (delta: number) => {
      for (const video of allRef.current) video.pause();
      const lead = allRef.current[0];
      const current = lead && lead.readyState >= 1 ? timeToFrame(lead.currentTime, frameRate) : frameRef.current;
      seekFrame(current + delta);
    },
    [frameRate, seekFrame],
  );

  useEffect(() => {
    for (const video of all) video.playbackRate = rate;
  });
  useEffect(() => {
    for (const video of all) video.muted = isMuted || video !== leader;
  });

  // The leader's events drive the state.
  useEffect(() => {
    if (!leader) return;
    const video = leader as FrameCallbackVideo;
    let handle: number | null = null;
    const onFrame = (seconds: number) => {
      const current = timeToFrame(seconds, frameRate);
      setFrame(current);
      const jump = loopJumpTarget(current, loopRef.current, frameRate);
      if (jump !== null && !video.paused) {
        for (const each of allRef.current) each.currentTime = jump;
        return;
      }
      for (const follower of allRef.current.slice(1)) {
        if (Math.abs(follower.currentTime - seconds) * frameRate > MAX_DRIFT_FRAMES) follower.currentTime = seconds;
        if (!video.paused && follower.paused) void follower.play().catch(() => undefined);
      }
    };
    const scheduleFrameCallback = () => {
      if (!video.requestVideoFrameCallback) return;
      handle = video.requestVideoFrameCallback((_now, metadata) => {
        onFrame(metadata.mediaTime);
        scheduleFrameCallback();
      });
    };
    const onTimeUpdate = () => {
      if (!video.requestVideoFrameCallback || video.paused) onFrame(video.currentTime);
    };
    // Whether this video has been put on its first frame (or the frame asked for) since it loaded.
    let isPlaced = false;
    const onLoaded = () => {
      setDuration(Number.isFinite(video.duration) ? video.duration : 0);
      if (pendingSeek.current !== null) {
        const target = pendingSeek.current;
        pendingSeek.current = null;
        isPlaced = true;
        seekFrame(target);
      } else if (!isPlaced && video.paused && video.currentTime === 0) {
        // Opened: seek into frame 0 itself, so the picture is the frame the timecode names (the
        // poster, a still from later in the video, goes once a seek is made; decoders differ on
        // what they show at time 0 exactly). Once only: a later duration change keeps the position.
        isPlaced = true;
        seekFrame(0);
      }
    };
    const onPlay = () => setIsPlaying(true);
    const onPause = () => setIsPlaying(false);
    video.addEventListener('timeupdate', onTimeUpdate);
    video.addEventListener('seeked', onTimeUpdate);
    video.addEventListener('loadedmetadata', onLoaded);
    video.addEventListener('durationchange', onLoaded);
    video.addEventListener('play', onPlay);
    video.addEventListener('pause', onPause);
    if (video.readyState >= 1) onLoaded();
    scheduleFrameCallback();
    return () => {
      video.removeEventListener('timeupdate', onTimeUpdate);
      video.removeEventListener('seeked', onTimeUpdate);
      video.removeEventListener('loadedmetadata', onLoaded);
      video.removeEventListener('durationchange', onLoaded);
      video.removeEventListener('play', onPlay);
      video.removeEventListener('pause', onPause);
      if (handle !== null) video.cancelVideoFrameCallback?.(handle);
    };
  }, [leader, frameRate, seekFrame]);

  // A follower that ends or stops on its own (buffering) is put back under the leader.
  useEffect(() => {
    const present = followers.filter((video): video is HTMLVideoElement => video !== null);
    const onFollowerLoaded = (event: Event) => {
      const follower = event.currentTarget as HTMLVideoElement;
      if (leader) follower.currentTime = leader.currentTime;
    };
    for (const follower of present) follower.addEventListener('loadedmetadata', onFollowerLoaded);
    return () => {
      for (const follower of present) follower.removeEventListener('loadedmetadata', onFollowerLoaded);
    };
  }, [leader, ...followers]); // eslint-disable-line react-hooks/exhaustive-deps

  return {
    frame,
    total,
    duration,
    isPlaying,
    rate,
    setRate,
    isMuted,
    setIsMuted,
    loop,
    setLoop,
    seekFrame,
    play,
    pause,
    togglePlay,
    stepFrames,
  };
}

export type VideoTransport = ReturnType<typeof useVideoTransport>;
