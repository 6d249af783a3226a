// iOS 17 animators as tutorials of 2023–2025 write them: a phase animator on a like button, a keyframe animator
// with several tracks on an emoji, and a looping phase animator.
import SwiftUI

enum LikePhase: CaseIterable {
  case initial, grow, settle

  var scale: Double {
    switch self {
    case .initial: 1
    case .grow: 1.4
    case .settle: 1.1
    }
  }
}

struct AnimationValues {
  var scale = 1.0
  var verticalStretch = 1.0
  var verticalTranslation = 0.0
  var angle = Angle.zero
}

struct AnimatorsScreen: View {
  @State private var likes = 0

  var body: some View {
    VStack(spacing: 24) {
      Button {
        likes += 1
      } label: {
        Label("Like", systemImage: "heart.fill")
      }
      .phaseAnimator(LikePhase.allCases, trigger: likes) { content, phase in
        content.scaleEffect(phase.scale)
      } animation: { phase in
        switch phase {
        case .initial: .smooth
        case .grow: .spring(duration: 0.2, bounce: 0.5)
        case .settle: .easeOut(duration: 0.1)
        }
      }

      Text("🐸")
        .font(.largeTitle)
        .keyframeAnimator(initialValue: AnimationValues(), trigger: likes) { content, value in
          content
            .rotationEffect(value.angle)
            .scaleEffect(value.scale)
            .scaleEffect(y: value.verticalStretch)
            .offset(y: value.verticalTranslation)
        } keyframes: { _ in
          KeyframeTrack(\.angle) {
            CubicKeyframe(.zero, duration: 0.58)
            CubicKeyframe(.degrees(16), duration: 0.125)
            CubicKeyframe(.degrees(-16), duration: 0.125)
            CubicKeyframe(.zero, duration: 0.125)
          }
          KeyframeTrack(\.verticalStretch) {
            CubicKeyframe(1.0, duration: 0.1)
            CubicKeyframe(0.6, duration: 0.15)
            SpringKeyframe(1.0, spring: .bouncy)
          }
          KeyframeTrack(\.scale) {
            LinearKeyframe(1.0, duration: 0.36)
            SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
            SpringKeyframe(1.0, spring: .bouncy)
          }
          KeyframeTrack(\.verticalTranslation) {
            LinearKeyframe(0.0, duration: 0.1)
            SpringKeyframe(20.0, duration: 0.15, spring: .bouncy)
            SpringKeyframe(-60.0, duration: 1.0, spring: .bouncy)
            SpringKeyframe(0.0, spring: .bouncy)
          }
        }

      Circle()
        .fill(.blue)
        .frame(width: 20, height: 20)
        .phaseAnimator([false, true]) { content, pulsing in
          content.opacity(pulsing ? 0.3 : 1)
        }
    }
  }
}
